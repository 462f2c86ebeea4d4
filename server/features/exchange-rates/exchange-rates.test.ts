import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOK_MESSAGES } from '../../../common/contract/books';
import { EXCHANGE_RATE_MESSAGES, EXCHANGE_RATE_PUT_MAX } from '../../../common/contract/exchange-rates';
import { addDays, todayIn } from '../../../common/dates';
import { actingAs, createSharedBook, createUser, inBook, joinBook } from '../../test/factories';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

/** The Banco Central's dollar of this file (closing PTAX, buy and sell): 2024-01-01 a holiday, 06-07 a weekend. */
const PTAX_USD: Array<[string, string, string]> = [
  ['2023-12-29', '4.8407', '4.8413'],
  ['2024-01-02', '4.8910', '4.8916'],
  ['2024-01-03', '4.9206', '4.9212'],
  ['2024-01-05', '4.8720', '4.8726'],
];

beforeAll(async () => {
  for (const [date, buy, sell] of PTAX_USD) {
    await ctx.database.db.execute(
      sql`insert into exchange_rates (currency, date, buy, sell) values ('USD', ${date}, ${buy}, ${sell})`,
    );
  }
});

async function person() {
  const user = await createUser(ctx);
  return { user, as: actingAs(ctx, user) };
}

const put = (as: ReturnType<typeof actingAs>, currency: string, cotacoes: unknown) =>
  as.put(`/exchange-rates/${currency}`, { cotacoes });

describe('exchange rates: what a book reads', () => {
  it("answers the rate a date uses: the PTAX of the day, the last business day's on a weekend or holiday", async () => {
    const { as } = await person();
    const saturday = await as.get('/exchange-rates/USD/on/2024-01-06');
    expect(saturday.status, JSON.stringify(saturday.body)).toBe(200);
    expect(saturday.body.data).toEqual({
      moeda: 'USD',
      data_pedida: '2024-01-06',
      data: '2024-01-05',
      compra: '4.8720',
      venda: '4.8726',
      origem: 'ptax',
    });
    const holiday = await as.get('/exchange-rates/usd/on/2024-01-01');
    expect(holiday.body.data).toMatchObject({ data: '2023-12-29', venda: '4.8413', origem: 'ptax' });

    const none = await as.get('/exchange-rates/USD/on/2023-12-01');
    expect(none.status).toBe(404);
    expect(none.body.error?.message).toBe(
      'Não há cotação de Dólar americano (USD) em 01/12/2023 nem nos 10 dias anteriores. Digite a cotação desse dia.',
    );
  });

  it('lists every foreign currency with its figures, and a period with the source of each rate', async () => {
    const { as } = await person();
    expect((await put(as, 'USD', [{ data: '2024-01-04', cotacao: '4,9000' }])).status).toBe(200);
    const summary = await as.get('/exchange-rates');
    expect(summary.status).toBe(200);
    const usd = summary.body.data.find((c: { moeda: string }) => c.moeda === 'USD');
    expect(usd).toEqual({
      moeda: 'USD',
      nome: 'Dólar americano',
      ptax: true,
      cotacoes: 5,
      do_livro: 1,
      primeira_data: '2023-12-29',
      ultima_data: '2024-01-05',
      ultima_compra: '4.8720',
      ultima_venda: '4.8726',
      ultima_origem: 'ptax',
    });
    expect(summary.body.data.map((c: { moeda: string }) => c.moeda)).not.toContain('BRL');
    expect(summary.body.data.find((c: { moeda: string }) => c.moeda === 'ARS')).toMatchObject({
      ptax: false,
      cotacoes: 0,
      ultima_data: null,
    });

    const period = await as.get('/exchange-rates/USD', { de: '2024-01-02', ate: '2024-01-05' });
    expect(period.status).toBe(200);
    expect(period.body.data).toEqual({
      moeda: 'USD',
      de: '2024-01-02',
      ate: '2024-01-05',
      cotacoes: [
        { data: '2024-01-02', compra: '4.8910', venda: '4.8916', origem: 'ptax' },
        { data: '2024-01-03', compra: '4.9206', venda: '4.9212', origem: 'ptax' },
        { data: '2024-01-04', compra: '4.9000', venda: '4.9000', origem: 'livro' },
        { data: '2024-01-05', compra: '4.8720', venda: '4.8726', origem: 'ptax' },
      ],
    });
  });
});

describe('exchange rates: a book types its own', () => {
  it('fills a gap only: a date the PTAX has is ignored, the typed one is read where it has none', async () => {
    const { as } = await person();
    const written = await put(as, 'USD', [
      { data: '2024-01-05', cotacao: '9,99' },
      { data: '2024-01-06', cotacao: 4.88 },
      { data: '2024-01-07', cotacao: '4.881234' },
    ]);
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.data).toEqual({
      moeda: 'USD',
      recebidas: 3,
      inseridas: 2,
      atualizadas: 0,
      iguais: 0,
      ignoradas: 1,
    });
    expect((await as.get('/exchange-rates/USD/on/2024-01-05')).body.data).toMatchObject({
      venda: '4.8726',
      origem: 'ptax',
    });
    expect((await as.get('/exchange-rates/USD/on/2024-01-07')).body.data).toEqual({
      moeda: 'USD',
      data_pedida: '2024-01-07',
      data: '2024-01-07',
      compra: '4.881234',
      venda: '4.881234',
      origem: 'livro',
    });
    // Replaced, repeated, then deleted: the PTAX's day before is read again.
    const again = await put(as, 'USD', [
      { data: '2024-01-06', cotacao: '4,88' },
      { data: '2024-01-07', cotacao: '4,89' },
    ]);
    expect(again.body.data).toMatchObject({ inseridas: 0, atualizadas: 1, iguais: 1, ignoradas: 0 });
    const deleted = await as.delete('/exchange-rates/USD/2024-01-07', {});
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ moeda: 'USD', data: '2024-01-07' });
    expect((await as.get('/exchange-rates/USD/on/2024-01-07')).body.data).toMatchObject({
      data: '2024-01-06',
      venda: '4.88',
      origem: 'livro',
    });
    const gone = await as.delete('/exchange-rates/USD/2024-01-07', {});
    expect(gone.status).toBe(404);
    expect(gone.body.error?.message).toBe(
      'Este livro não tem uma cotação digitada de Dólar americano (USD) em 07/01/2024',
    );
  });

  it('takes a currency the Banco Central does not quote', async () => {
    const { as } = await person();
    expect((await put(as, 'ARS', [{ data: '2024-03-01', cotacao: '0,0059' }])).status).toBe(200);
    expect((await as.get('/exchange-rates/ARS/on/2024-03-04')).body.data).toMatchObject({
      data: '2024-03-01',
      compra: '0.0059',
      origem: 'livro',
    });
  });

  it('refuses what a rate cannot be, in Portuguese, and writes nothing of the list', async () => {
    const { as } = await person();
    const tomorrow = addDays(todayIn('America/Sao_Paulo'), 2);
    const good = { data: '2024-02-01', cotacao: '5,10' };
    const cases: Array<[unknown, string]> = [
      [
        [good, { data: '2024-02-02', cotacao: 0 }],
        'Cotação 2: a cotação deve ser maior que zero. Nada foi gravado.',
      ],
      [
        [good, { data: '2024-02-02', cotacao: '-5' }],
        'Cotação 2: a cotação deve ser maior que zero. Nada foi gravado.',
      ],
      [
        [good, { data: '2024-02-02', cotacao: '250000' }],
        'Cotação 2: a cotação deve ficar entre 0,0001 e 100.000 reais por unidade. Nada foi gravado.',
      ],
      [
        [good, { data: '2024-02-02', cotacao: '0,00001' }],
        'Cotação 2: a cotação deve ficar entre 0,0001 e 100.000 reais por unidade. Nada foi gravado.',
      ],
      [
        [good, good, { data: '2024-02-03', cotacao: '5,1234567' }],
        'Cotação 2: a data 01/02/2024 já apareceu na cotação 1. Nada foi gravado.',
      ],
      [
        [good, { data: '2024-02-03', cotacao: '5,1234567' }],
        'Cotação 2: a cotação tem no máximo 6 casas decimais. Nada foi gravado.',
      ],
      [
        [good, { data: tomorrow, cotacao: '5' }],
        'Cotação 2: a data não pode estar no futuro. Nada foi gravado.',
      ],
      [
        [{ data: '1990-01-01', cotacao: '5' }, good],
        'Cotação 1: a data deve ser a partir de 01/07/1994. Nada foi gravado.',
      ],
      [[{ data: '2024-02-30', cotacao: '5' }], 'Data inválida'],
      // Too many digits to be read as a rate: out of the range (or not above zero), not "not a number".
      [[{ data: '2024-02-01', cotacao: '1000000' }], EXCHANGE_RATE_MESSAGES.range],
      [[{ data: '2024-02-01', cotacao: '-1000000,5' }], EXCHANGE_RATE_MESSAGES.positive],
      [[{ data: '2024-02-01', cotacao: 'cinco' }], EXCHANGE_RATE_MESSAGES.rate],
      [[], EXCHANGE_RATE_MESSAGES.empty],
    ];
    const before = await tableCounts(ctx);
    for (const [list, message] of cases) {
      const res = await put(as, 'USD', list);
      expect(res.status, JSON.stringify(list)).toBe(400);
      expect(res.body.error?.message, JSON.stringify(list)).toContain(message);
    }
    const tooMany = Array.from({ length: EXCHANGE_RATE_PUT_MAX + 1 }, (_, i) => ({
      data: addDays('2000-01-01', i),
      cotacao: '5',
    }));
    const long = await put(as, 'USD', tooMany);
    expect(long.status).toBe(400);
    expect(long.body.error?.message).toBe('Envie no máximo 5.000 cotações de uma vez');

    for (const [currency, message] of [
      ['BRL', EXCHANGE_RATE_MESSAGES.home],
      ['XYZ', EXCHANGE_RATE_MESSAGES.unknown],
    ] as const) {
      const res = await put(as, currency, [good]);
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe(message);
      const read = await as.get(`/exchange-rates/${currency}/on/2024-01-05`);
      expect(read.status).toBe(400);
      expect(read.body.error?.message).toBe(message);
    }
    expect(await tableCounts(ctx)).toEqual(before);
    expect(EXCHANGE_RATE_MESSAGES.home).toBe(
      'O real é a moeda do livro: não tem cotação. Use outra moeda, como USD ou EUR.',
    );
  });

  it("refuses a form's single rate in the problem's own words, naming its field", async () => {
    const { as } = await person();
    const tomorrow = addDays(todayIn('America/Sao_Paulo'), 1);
    const cases: Array<[{ data: string; cotacao: string }, string, string]> = [
      [{ data: '2024-02-01', cotacao: '0' }, 'A cotação deve ser maior que zero', 'cotacao'],
      [{ data: '2024-02-01', cotacao: '-5,40' }, 'A cotação deve ser maior que zero', 'cotacao'],
      [
        { data: '2024-02-01', cotacao: '540000' },
        'A cotação deve ficar entre 0,0001 e 100.000 reais por unidade',
        'cotacao',
      ],
      [{ data: tomorrow, cotacao: '5,40' }, 'A data não pode estar no futuro', 'data'],
      [{ data: '1993-12-31', cotacao: '5,40' }, 'A data deve ser a partir de 01/07/1994', 'data'],
    ];
    for (const [rate, message, reason] of cases) {
      const res = await put(as, 'USD', [rate]);
      expect(res.status, JSON.stringify(rate)).toBe(400);
      expect(res.body.error, JSON.stringify(rate)).toEqual({ message, reason });
    }
    const usd = (await as.get('/exchange-rates')).body.data.find((c: { moeda: string }) => c.moeda === 'USD');
    expect(usd).toMatchObject({ do_livro: 0 });
  });

  it('refuses a period in the wrong order or longer than ten years', async () => {
    const { as } = await person();
    const backwards = await as.get('/exchange-rates/USD', { de: '2024-02-01', ate: '2024-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error?.message).toBe('A data inicial deve ser anterior ou igual à data final');
    const long = await as.get('/exchange-rates/USD', { de: '2000-01-01', ate: '2024-01-01' });
    expect(long.status).toBe(400);
    expect(long.body.error?.message).toBe('O período deve ter no máximo 3.660 dias');
  });
});

describe('exchange rates: books', () => {
  it("keeps each book's typed rates to itself: another person and another book of the same person see none", async () => {
    const ana = await person();
    const bruno = await person();
    expect((await put(ana.as, 'EUR', [{ data: '2024-04-10', cotacao: '5,50' }])).status).toBe(200);
    const casa = await createSharedBook(ctx, ana.user, 'Casa');
    const anaInCasa = actingAs(ctx, inBook(ana.user, casa));
    for (const other of [bruno.as, anaInCasa]) {
      const on = await other.get('/exchange-rates/EUR/on/2024-04-10');
      expect(on.status).toBe(404);
      const period = await other.get('/exchange-rates/EUR', { de: '2024-04-01', ate: '2024-04-30' });
      expect(period.body.data.cotacoes).toEqual([]);
      const eur = (await other.get('/exchange-rates')).body.data.find(
        (c: { moeda: string }) => c.moeda === 'EUR',
      );
      expect(eur).toMatchObject({ cotacoes: 0, do_livro: 0 });
      const deleted = await other.delete('/exchange-rates/EUR/2024-04-10', {});
      expect(deleted.status).toBe(404);
    }
    expect((await ana.as.get('/exchange-rates/EUR/on/2024-04-10')).body.data).toMatchObject({
      venda: '5.50',
      origem: 'livro',
    });
  });

  it("lets a leitor read the book's rates and refuses their writes with the read-only message", async () => {
    const ana = await person();
    const lia = await createUser(ctx, { name: 'Lia Leitora' });
    const casa = await createSharedBook(ctx, ana.user, 'Casa');
    await joinBook(ctx, ana.user, lia, casa, 'leitor');
    const owner = actingAs(ctx, inBook(ana.user, casa));
    const reader = actingAs(ctx, inBook(lia, casa));
    expect((await put(owner, 'GBP', [{ data: '2024-05-03', cotacao: '6,30' }])).status).toBe(200);

    const before = await tableCounts(ctx);
    const writes = [
      await put(reader, 'GBP', [{ data: '2024-05-04', cotacao: '6,31' }]),
      await reader.delete('/exchange-rates/GBP/2024-05-03', {}),
    ];
    for (const res of writes) {
      expect(res.status).toBe(403);
      expect(res.body.error?.message).toBe(BOOK_MESSAGES.readOnly);
    }
    expect(await tableCounts(ctx)).toEqual(before);
    const read = await reader.get('/exchange-rates/GBP/on/2024-05-05');
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ data: '2024-05-03', venda: '6.30', origem: 'livro' });
    expect((await reader.get('/exchange-rates')).status).toBe(200);
  });
});
