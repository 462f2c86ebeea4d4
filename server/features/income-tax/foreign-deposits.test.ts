import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actingAs, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

describe('Bens e direitos: money in an account in another currency', () => {
  it('is declared in reais at the PTAX sell of each 31/12 (or the last business day before), saying so', async () => {
    // 31/12/2024 was a Tuesday with a PTAX; 31/12/2025 a Wednesday without one here (the last is 30/12).
    for (const [date, sell] of [
      ['2024-12-31', '6.1923'],
      ['2025-12-30', '5.5024'],
    ]) {
      await ctx.database.db.execute(
        sql`insert into exchange_rates (currency, date, buy, sell) values ('USD', ${date}, ${sell}, ${sell})`,
      );
    }
    const as = actingAs(ctx, await createUser(ctx));
    const nomad = (await as.post('/accounts', { name: 'Nomad', currency: 'USD' })).body.data;
    const pesos = (await as.post('/accounts', { name: 'Pesos', currency: 'ARS' })).body.data;
    const deposit = (accountId: number, date: string, amount: number) =>
      as.post('/transactions', { accountId, date, amount, type: 'RECEITA', description: 'Depósito' });
    await deposit(nomad.id, '2024-06-10', 500);
    await deposit(nomad.id, '2025-03-10', 500);
    await deposit(pesos.id, '2025-11-20', 150000);

    const { assets } = (await as.get('/income-tax', { ano: 2025 })).body.data;
    // US$ 500,00 × 6,1923 = R$ 3.096,15 at 31/12/2024; US$ 1.000,00 × 5,5024 = R$ 5.502,40 at 31/12/2025.
    expect(assets.find((a: { description: string }) => a.description.startsWith('Nomad'))).toMatchObject({
      group: '06',
      code: '01',
      description: 'Nomad (no exterior, US$ 1.000,00 em 31/12/2025, PTAX de venda de 30/12/2025: R$ 5,5024)',
      previous: 3096.15,
      current: 5502.4,
    });
    // No PTAX for the peso: the line says so and leaves the figure to the person.
    expect(assets.find((a: { description: string }) => a.description.startsWith('Pesos'))).toMatchObject({
      description:
        'Pesos (no exterior, ARS 150.000,00 em 31/12/2025, sem cotação: converta pela PTAX de venda no programa)',
      current: 0,
    });
  });
});
