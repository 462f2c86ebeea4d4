import { beforeAll, describe, expect, it } from 'vitest';
import type { BackupDocument } from '../../../common/contract/export/document';
import { actingAs, createUser, type TestUser } from '../../test/factories';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: '1000' });

/** Rates Ana typed: the peso of a trip (no PTAX) and a dollar of a day the PTAX lacks, with six decimals. */
const TYPED = [
  { currency: 'ARS', date: '2025-03-03', rate: '0.0052' },
  { currency: 'ARS', date: '2025-03-04', rate: '0.00515' },
  { currency: 'USD', date: '2025-03-04', rate: '5.812345' },
];

let ana: TestUser;
let backupText: string;

beforeAll(async () => {
  ana = await createUser(ctx);
  const as = actingAs(ctx, ana);
  for (const currency of ['ARS', 'USD']) {
    const cotacoes = TYPED.filter((t) => t.currency === currency).map((t) => ({
      data: t.date,
      cotacao: t.rate,
    }));
    const res = await as.put(`/exchange-rates/${currency}`, { cotacoes });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  backupText = (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/export',
      headers: { authorization: `Bearer ${ana.token}` },
    })
  ).body;
});

const send = (user: TestUser, payload: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/restore',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    payload,
  });

function changed(change: (doc: BackupDocument) => void): string {
  const doc = JSON.parse(backupText) as BackupDocument;
  change(doc);
  return JSON.stringify(doc);
}

describe("a book's typed exchange rates travel with its backup", () => {
  it('writes them exactly as stored, and a restore brings them back for the book to read', async () => {
    const doc = JSON.parse(backupText) as BackupDocument;
    expect(doc.exchangeRates.map(({ currency, date, rate }) => ({ currency, date, rate }))).toEqual(TYPED);

    const bia = await createUser(ctx);
    const restored = await send(bia, backupText);
    expect(restored.statusCode, restored.body).toBe(200);
    const as = actingAs(ctx, bia);
    expect((await as.get('/exchange-rates/USD/on/2025-03-05')).body.data).toMatchObject({
      data: '2025-03-04',
      compra: '5.812345',
      venda: '5.812345',
      origem: 'livro',
    });
    const pesos = await as.get('/exchange-rates/ARS', { de: '2025-03-01', ate: '2025-03-31' });
    expect(pesos.body.data.cotacoes).toEqual([
      { data: '2025-03-03', compra: '0.0052', venda: '0.0052', origem: 'livro' },
      { data: '2025-03-04', compra: '0.00515', venda: '0.00515', origem: 'livro' },
    ]);
  });

  it('refuses a backup whose typed rate cannot be, naming where, and writes nothing', async () => {
    const empty = await createUser(ctx);
    const cases: Array<[(doc: BackupDocument) => void, string | RegExp]> = [
      [
        (doc) => {
          (doc.exchangeRates[0] as { rate: string }).rate = '0';
        },
        'Backup inválido em exchangeRates[0].rate: A cotação deve ser maior que zero',
      ],
      [
        (doc) => {
          (doc.exchangeRates[0] as { rate: string }).rate = '250000';
        },
        'Backup inválido em exchangeRates[0].rate: A cotação deve ficar entre 0,0001 e 100.000 reais por unidade',
      ],
      [
        (doc) => {
          (doc.exchangeRates[0] as { rate: string }).rate = '-1';
        },
        /^Backup inválido em exchangeRates\[0\]\.rate: Informe o número como texto decimal/,
      ],
      [
        (doc) => {
          (doc.exchangeRates[0] as { currency: string }).currency = 'BRL';
        },
        'Backup inválido em exchangeRates[0].currency: O real é a moeda do livro: não tem cotação. Use outra moeda, como USD ou EUR.',
      ],
      [
        (doc) => {
          (doc.exchangeRates[0] as { currency: string }).currency = 'XYZ';
        },
        /^Backup inválido em exchangeRates\[0\]\.currency: Moeda desconhecida/,
      ],
      [
        (doc) => {
          doc.exchangeRates.push({ ...(doc.exchangeRates[0] as BackupDocument['exchangeRates'][number]) });
        },
        'O backup repete a cotação de ARS de 2025-03-03 em exchangeRates[3].',
      ],
    ];
    const before = await tableCounts(ctx);
    for (const [change, message] of cases) {
      const res = await send(empty, changed(change));
      expect(res.statusCode, res.body).toBe(400);
      const text = res.json().error.message as string;
      if (typeof message === 'string') expect(text).toBe(message);
      else expect(text).toMatch(message);
    }
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('reads a backup written before currencies existed', async () => {
    const older = changed((doc) => {
      delete (doc as Partial<BackupDocument>).exchangeRates;
    });
    const carla = await createUser(ctx);
    const res = await send(carla, older);
    expect(res.statusCode, res.body).toBe(200);
    const ars = (await actingAs(ctx, carla).get('/exchange-rates')).body.data.find(
      (c: { moeda: string }) => c.moeda === 'ARS',
    );
    expect(ars).toMatchObject({ cotacoes: 0 });
  });
});
