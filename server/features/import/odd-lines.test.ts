import { describe, expect, it } from 'vitest';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';

/**
 * A statement file's odd lines (issue 55), as a bank's sync meets them: the good lines are written, each bad one is
 * named with its line, and a stray control character deep in a text (past the start that tells text from binary)
 * is a space, not a refusal of the whole file.
 */
const ctx = setupTestApp();

describe('odd lines in a statement file', () => {
  it('a NUL in a text, a tenth of a cent, year 9999 and 1,000 installments: the good lines in, the bad ones named', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    // 400 ordinary lines first: the NUL comes after the 8 KB that tell a text file from a binary one.
    const filler = Array.from({ length: 400 }, (_, i) => `0${(i % 9) + 1}/11/2026;LOJA NUMERO ${i};-1,00`);
    const csv = [
      'Data;Descrição;Valor',
      ...filler,
      '10/11/2026;PADARIA REAL;-12,50',
      '11/11/2026;SALARIO\u0000ACME;5432,10',
      '12/11/2026;TARIFA;-0,001',
      '13/11/2026;LOJA PARCELA 1/1000;-1,00',
      '31/12/9999;FIM DOS TEMPOS;-12,00',
      '14/11/2026;MERCADO;-30,00',
    ].join('\n');

    const res = await uploadStatement(ctx, user, { content: csv }, { defaultAccountId: account.id });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.inserted).toBe(404);
    expect(res.body.data.errors).toEqual([
      { line: 404, message: 'Linha 404: valor inválido "-0,001".' },
      { line: 406, message: 'Linha 406: data inválida "31/12/9999".' },
    ]);
    const list = await actingAs(ctx, user).get('/transactions', { accountId: account.id, limit: 10 });
    const named = (list.body.data.items as Array<{ date: string; description: string; amount: number }>)
      .filter((r) => !r.description.startsWith('LOJA NUMERO'))
      .map((r) => [r.date, r.description, r.amount]);
    // "1/1000" is no installment count a card has: the line is one purchase, its text as the bank wrote it.
    expect(named).toEqual([
      ['2026-11-14', 'MERCADO', 30],
      ['2026-11-13', 'LOJA PARCELA 1/1000', 1],
      ['2026-11-11', 'SALARIO ACME', 5432.1],
      ['2026-11-10', 'PADARIA REAL', 12.5],
    ]);
  });
});
