import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOK_MESSAGES } from '../../../common/contract/books';
import { INDEX_RATE_MESSAGES, INDEX_RATE_PAGE_SIZE } from '../../../common/contract/index-rates';
import { addDays, formatDateBR } from '../../../common/dates';
import { actingAs, createSharedBook, createUser, inBook, joinBook } from '../../test/factories';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';
import { readSeries } from './public';

const ctx = setupTestApp();

/** The Banco Central's values of this file: the CDI of the first business days of 2026 (SGS 12, as published). */
const OFFICIAL_CDI: Array<[string, string]> = [
  ['2026-01-02', '0.055131'],
  ['2026-01-05', '0.055131'],
  ['2026-01-06', '0.055131'],
];

async function storeOfficial(series: string, values: Array<[string, string]>) {
  for (const [date, value] of values) {
    await ctx.database.db.execute(
      sql`insert into index_rates (series, date, value) values (${series}, ${date}, ${value})
          on conflict do nothing`,
    );
  }
}

beforeAll(async () => {
  await storeOfficial('cdi', OFFICIAL_CDI);
});

async function person() {
  const user = await createUser(ctx);
  return { user, as: actingAs(ctx, user) };
}

describe('index rates: a book types its own values', () => {
  it("keeps a typed value for a date the Banco Central lacks, replaces it, lists it as the book's and deletes it", async () => {
    const { as } = await person();
    const created = await as.post('/index-rates', { serie: 'cdi', data: '2026-01-07', valor: '0,055131' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toEqual({ serie: 'cdi', data: '2026-01-07', valor: 0.055131, origem: 'livro' });

    const replaced = await as.post('/index-rates', { serie: 'cdi', data: '2026-01-07', valor: 0.05513 });
    expect(replaced.status).toBe(200);

    const period = await as.get('/index-rates/values', { serie: 'cdi', de: '2026-01-01', ate: '2026-01-31' });
    expect(period.status).toBe(200);
    expect(period.body.data).toEqual({
      serie: 'cdi',
      de: '2026-01-01',
      ate: '2026-01-31',
      valores: [
        { data: '2026-01-02', valor: 0.055131, origem: 'banco_central' },
        { data: '2026-01-05', valor: 0.055131, origem: 'banco_central' },
        { data: '2026-01-06', valor: 0.055131, origem: 'banco_central' },
        { data: '2026-01-07', valor: 0.05513, origem: 'livro' },
      ],
      proxima: null,
    });

    const summary = await as.get('/index-rates');
    expect(summary.status).toBe(200);
    expect(summary.body.data.map((s: { serie: string }) => s.serie)).toEqual([
      'cdi',
      'selic',
      'selic_meta',
      'ipca',
      'tr',
    ]);
    expect(summary.body.data[0]).toEqual({
      serie: 'cdi',
      nome: 'CDI',
      unidade: '% ao dia',
      valores: 4,
      do_livro: 1,
      primeira_data: '2026-01-02',
      ultima_data: '2026-01-07',
      ultima_origem: 'livro',
    });

    const deleted = await as.delete('/index-rates', { serie: 'cdi', data: '2026-01-07' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ serie: 'cdi', data: '2026-01-07' });
    const again = await as.delete('/index-rates', { serie: 'cdi', data: '2026-01-07' });
    expect(again.status).toBe(404);
    expect(again.body.error?.message).toBe(INDEX_RATE_MESSAGES.notFound('cdi', '2026-01-07'));
    expect((await as.get('/index-rates')).body.data[0]).toMatchObject({
      valores: 3,
      do_livro: 0,
      ultima_data: '2026-01-06',
      ultima_origem: 'banco_central',
    });
  });

  it('refuses what a series cannot have, in Portuguese, and writes nothing', async () => {
    const { as } = await person();
    const before = await tableCounts(ctx);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ serie: 'poupanca', data: '2026-01-07', valor: '0,05' }, INDEX_RATE_MESSAGES.series],
      [{ serie: 'cdi', data: '2026-02-30', valor: '0,05' }, 'Data inválida'],
      [{ serie: 'cdi', data: '2026-01-07', valor: 'cinco' }, INDEX_RATE_MESSAGES.value],
      [{ serie: 'cdi', data: '2026-01-07', valor: '1.234,5' }, INDEX_RATE_MESSAGES.value],
      // A Saturday and Confraternização Universal.
      [
        { serie: 'cdi', data: '2026-01-03', valor: '0,05' },
        INDEX_RATE_MESSAGES.businessDay('cdi', '2026-01-03'),
      ],
      [
        { serie: 'selic', data: '2026-01-01', valor: '0,05' },
        INDEX_RATE_MESSAGES.businessDay('selic', '2026-01-01'),
      ],
      [{ serie: 'ipca', data: '2026-01-15', valor: '0,33' }, INDEX_RATE_MESSAGES.monthly('ipca')],
      [{ serie: 'cdi', data: '2026-01-07', valor: '0,055131001' }, INDEX_RATE_MESSAGES.decimals('cdi')],
      [{ serie: 'ipca', data: '2026-01-01', valor: '0,33001' }, INDEX_RATE_MESSAGES.decimals('ipca')],
      // 14,90 is the annual CDI typed where the daily one goes.
      [{ serie: 'cdi', data: '2026-01-07', valor: '14,90' }, INDEX_RATE_MESSAGES.range('cdi')],
      [{ serie: 'cdi', data: '2026-01-07', valor: '-0,01' }, INDEX_RATE_MESSAGES.range('cdi')],
      [{ serie: 'ipca', data: '2026-01-01', valor: -5 }, INDEX_RATE_MESSAGES.range('ipca')],
      [{ serie: 'ipca', data: '2026-01-01', valor: 10 }, INDEX_RATE_MESSAGES.range('ipca')],
      [{ serie: 'selic_meta', data: '2026-01-07', valor: 100 }, INDEX_RATE_MESSAGES.range('selic_meta')],
      [{ serie: 'tr', data: '2026-01-10', valor: 5 }, INDEX_RATE_MESSAGES.range('tr')],
      [
        { serie: 'tr', data: addDays(new Date().toISOString().slice(0, 10), 3), valor: 0.1 },
        INDEX_RATE_MESSAGES.future,
      ],
      [{ serie: 'tr', data: '1994-06-30', valor: 0.1 }, INDEX_RATE_MESSAGES.tooOld],
    ];
    for (const [body, message] of cases) {
      const res = await as.post('/index-rates', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error?.message, JSON.stringify(body)).toBe(message);
    }
    expect(await tableCounts(ctx)).toEqual(before);
    expect(INDEX_RATE_MESSAGES.range('cdi')).toBe('CDI deve ser de 0 até menos de 0,2 (% ao dia)');
    expect(INDEX_RATE_MESSAGES.range('ipca')).toBe('IPCA deve ser maior que -5 e menor que 10 (% no mês)');
  });

  it('takes the values a series may have: a negative IPCA, the TR on a weekend, the Meta Selic', async () => {
    const { as } = await person();
    for (const body of [
      { serie: 'ipca', data: '2025-08-01', valor: '-0,11' },
      { serie: 'tr', data: '2026-01-10', valor: '0,1752' },
      { serie: 'selic_meta', data: '2026-01-07', valor: '15' },
      { serie: 'selic', data: '2026-01-07', valor: '0.05513100' },
    ]) {
      const res = await as.post('/index-rates', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const ipca = await as.get('/index-rates/values', { serie: 'ipca', de: '2025-01-01', ate: '2025-12-31' });
    expect(ipca.body.data.valores).toEqual([{ data: '2025-08-01', valor: -0.11, origem: 'livro' }]);
  });

  it("answers 409 where the Banco Central's value exists: that one is read, the same for everyone", async () => {
    const { as } = await person();
    const res = await as.post('/index-rates', { serie: 'cdi', data: '2026-01-05', valor: '0,06' });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(
      'O Banco Central já publicou CDI de 05/01/2026: o valor dele é o usado, o mesmo para todos',
    );
    const values = await as.get('/index-rates/values', { serie: 'cdi', de: '2026-01-05', ate: '2026-01-05' });
    expect(values.body.data.valores).toEqual([
      { data: '2026-01-05', valor: 0.055131, origem: 'banco_central' },
    ]);
  });

  it('refuses a period whose start is after its end, and a bad date', async () => {
    const { as } = await person();
    const reversed = await as.get('/index-rates/values', {
      serie: 'cdi',
      de: '2026-02-01',
      ate: '2026-01-01',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error?.message).toBe(INDEX_RATE_MESSAGES.periodOrder);
    const bad = await as.get('/index-rates/values', { serie: 'cdi', de: '01/01/2026', ate: '2026-01-31' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('Data inválida');
  });

  it(`answers a long period ${INDEX_RATE_PAGE_SIZE} values at a time, with the date the rest starts`, async () => {
    const { as } = await person();
    // 1,000 TR values of the Banco Central's, one per calendar day from 1980-01-01 (apart from the other tests' dates).
    const days = Array.from({ length: 1000 }, (_, i) => addDays('1980-01-01', i));
    await ctx.database.db.execute(
      sql`insert into index_rates (series, date, value)
          select 'tr', d::date, 0.0123 from unnest(${`{${days.join(',')}}`}::text[]) as d on conflict do nothing`,
    );
    const first = await as.get('/index-rates/values', { serie: 'tr', de: '1980-01-01', ate: '1982-12-31' });
    expect(first.body.data.valores).toHaveLength(INDEX_RATE_PAGE_SIZE);
    expect(first.body.data.proxima).toBe(days[INDEX_RATE_PAGE_SIZE]);
    const rest = await as.get('/index-rates/values', {
      serie: 'tr',
      de: first.body.data.proxima,
      ate: '1982-12-31',
    });
    expect(rest.body.data.valores).toHaveLength(200);
    expect(rest.body.data.valores.at(-1)).toEqual({
      data: days[999],
      valor: 0.0123,
      origem: 'banco_central',
    });
    expect(rest.body.data.proxima).toBeNull();
  });
});

describe("index rates: the list of a series' values, newest first, to find and correct one", () => {
  /** The Selic of the first business days of March 2024 (the Banco Central's); the book types the days after. */
  const OFFICIAL_SELIC: Array<[string, string]> = [
    ['2024-03-01', '0.043739'],
    ['2024-03-04', '0.043739'],
    ['2024-03-05', '0.043739'],
  ];

  it("pages newest first by `ate`, keeps the book's own apart with `origem`, and leaves the period open", async () => {
    await storeOfficial('selic', OFFICIAL_SELIC);
    const { as } = await person();
    for (const [data, valor] of [
      ['2024-03-06', '0,043739'],
      ['2024-03-07', '0,14'],
      ['2024-03-08', '0,043739'],
    ] as const) {
      expect((await as.post('/index-rates', { serie: 'selic', data, valor })).status).toBe(201);
    }

    // No period: every value of the series, newest first, two at a time.
    const first = await as.get('/index-rates/values', { serie: 'selic', ordem: 'decrescente', limite: 2 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({
      serie: 'selic',
      de: null,
      ate: null,
      valores: [
        { data: '2024-03-08', valor: 0.043739, origem: 'livro' },
        { data: '2024-03-07', valor: 0.14, origem: 'livro' },
      ],
      proxima: '2024-03-06',
    });
    const second = await as.get('/index-rates/values', {
      serie: 'selic',
      ordem: 'decrescente',
      limite: 2,
      ate: first.body.data.proxima,
    });
    expect(second.body.data.valores).toEqual([
      { data: '2024-03-06', valor: 0.043739, origem: 'livro' },
      { data: '2024-03-05', valor: 0.043739, origem: 'banco_central' },
    ]);
    expect(second.body.data.proxima).toBe('2024-03-04');

    // The book's own only: what the person may correct or delete.
    const own = await as.get('/index-rates/values', {
      serie: 'selic',
      origem: 'livro',
      ordem: 'decrescente',
    });
    expect(own.body.data.valores.map((v: { data: string }) => v.data)).toEqual([
      '2024-03-08',
      '2024-03-07',
      '2024-03-06',
    ]);
    const official = await as.get('/index-rates/values', {
      serie: 'selic',
      origem: 'banco_central',
      de: '2024-03-04',
    });
    expect(official.body.data).toMatchObject({ de: '2024-03-04', ate: null, proxima: null });
    expect(official.body.data.valores.map((v: { data: string }) => v.data)).toEqual([
      '2024-03-04',
      '2024-03-05',
    ]);

    // The slip (0,14 for 0,043739) corrected, then deleted: the list says so at once.
    expect(
      (await as.post('/index-rates', { serie: 'selic', data: '2024-03-07', valor: '0,043739' })).status,
    ).toBe(200);
    expect((await as.delete('/index-rates', { serie: 'selic', data: '2024-03-08' })).status).toBe(200);
    const after = await as.get('/index-rates/values', {
      serie: 'selic',
      origem: 'livro',
      ordem: 'decrescente',
    });
    expect(after.body.data.valores).toEqual([
      { data: '2024-03-07', valor: 0.043739, origem: 'livro' },
      { data: '2024-03-06', valor: 0.043739, origem: 'livro' },
    ]);
  });

  it("never lists nor deletes another book's values: they behave as absent", async () => {
    const ana = await person();
    const bruno = await person();
    expect(
      (await ana.as.post('/index-rates', { serie: 'tr', data: '2024-02-10', valor: '0,0312' })).status,
    ).toBe(201);
    const casa = await createSharedBook(ctx, ana.user, 'Casa');
    const anaInCasa = actingAs(ctx, inBook(ana.user, casa));

    for (const other of [bruno.as, anaInCasa]) {
      const listed = await other.get('/index-rates/values', {
        serie: 'tr',
        origem: 'livro',
        ordem: 'decrescente',
      });
      expect(listed.status).toBe(200);
      expect(listed.body.data.valores).toEqual([]);
      const deleted = await other.delete('/index-rates', { serie: 'tr', data: '2024-02-10' });
      expect(deleted.status).toBe(404);
      expect(deleted.body.error?.message).toBe(INDEX_RATE_MESSAGES.notFound('tr', '2024-02-10'));
    }
    const mine = await ana.as.get('/index-rates/values', { serie: 'tr', origem: 'livro' });
    expect(mine.body.data.valores).toEqual([{ data: '2024-02-10', valor: 0.0312, origem: 'livro' }]);
  });

  it('refuses an unknown origin, order or limit in Portuguese', async () => {
    const { as } = await person();
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ origem: 'meu' }, INDEX_RATE_MESSAGES.origin],
      [{ ordem: 'recentes' }, INDEX_RATE_MESSAGES.order],
      [{ limite: 0 }, INDEX_RATE_MESSAGES.limit],
      [{ limite: INDEX_RATE_PAGE_SIZE + 1 }, INDEX_RATE_MESSAGES.limit],
      [{ limite: '2.5' }, INDEX_RATE_MESSAGES.limit],
      [{ limite: 'dez' }, INDEX_RATE_MESSAGES.limit],
      [{ de: '2026-02-01', ate: '2026-01-31' }, INDEX_RATE_MESSAGES.periodOrder],
    ];
    for (const [query, message] of cases) {
      const res = await as.get('/index-rates/values', { serie: 'cdi', ...query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error?.message, JSON.stringify(query)).toBe(message);
    }
    expect(INDEX_RATE_MESSAGES.limit).toBe('O limite deve ser um número inteiro de 1 a 800');
  });
});

describe('index rates: books', () => {
  it("keeps each book's values to itself: another person and another book of the same person see none", async () => {
    const ana = await person();
    const bruno = await person();
    expect(
      (await ana.as.post('/index-rates', { serie: 'ipca', data: '2025-03-01', valor: '0,56' })).status,
    ).toBe(201);
    const casa = await createSharedBook(ctx, ana.user, 'Casa');
    const anaInCasa = actingAs(ctx, inBook(ana.user, casa));
    expect(
      (await anaInCasa.post('/index-rates', { serie: 'ipca', data: '2025-04-01', valor: '0,43' })).status,
    ).toBe(201);

    const period = { serie: 'ipca', de: '2025-01-01', ate: '2025-12-31' };
    expect((await bruno.as.get('/index-rates/values', period)).body.data.valores).toEqual([]);
    expect((await bruno.as.get('/index-rates')).body.data[3]).toMatchObject({ serie: 'ipca', valores: 0 });
    expect((await ana.as.get('/index-rates/values', period)).body.data.valores).toEqual([
      { data: '2025-03-01', valor: 0.56, origem: 'livro' },
    ]);
    expect((await anaInCasa.get('/index-rates/values', period)).body.data.valores).toEqual([
      { data: '2025-04-01', valor: 0.43, origem: 'livro' },
    ]);
    // Bruno deletes a date only Ana's book has: absent for him.
    const foreign = await bruno.as.delete('/index-rates', { serie: 'ipca', data: '2025-03-01' });
    expect(foreign.status).toBe(404);
    expect((await ana.as.get('/index-rates/values', period)).body.data.valores).toHaveLength(1);
  });

  it("lets a leitor read the book's values and refuses their writes with the read-only message", async () => {
    const ana = await person();
    const lia = await createUser(ctx, { name: 'Lia Leitora' });
    const edu = await createUser(ctx, { name: 'Edu Editor' });
    const casa = await createSharedBook(ctx, ana.user, 'Casa');
    await joinBook(ctx, ana.user, lia, casa, 'leitor');
    await joinBook(ctx, ana.user, edu, casa, 'editor');
    const reader = actingAs(ctx, inBook(lia, casa));
    const editor = actingAs(ctx, inBook(edu, casa));
    expect(
      (await editor.post('/index-rates', { serie: 'tr', data: '2025-05-03', valor: '0,17' })).status,
    ).toBe(201);

    const before = await tableCounts(ctx);
    const writes = [
      await reader.post('/index-rates', { serie: 'tr', data: '2025-05-04', valor: '0,17' }),
      await reader.delete('/index-rates', { serie: 'tr', data: '2025-05-03' }),
      await reader.post('/index-rates/import', { serie: 'tr', csv: '04/05/2025;0,17' }),
    ];
    for (const res of writes) {
      expect(res.status).toBe(403);
      expect(res.body.error?.message).toBe(BOOK_MESSAGES.readOnly);
    }
    expect(await tableCounts(ctx)).toEqual(before);
    const read = await reader.get('/index-rates/values', {
      serie: 'tr',
      de: '2025-05-01',
      ate: '2025-05-31',
    });
    expect(read.status).toBe(200);
    expect(read.body.data.valores).toEqual([{ data: '2025-05-03', valor: 0.17, origem: 'livro' }]);
    expect((await reader.get('/index-rates')).status).toBe(200);
  });
});

describe('index rates: importing a series as the SGS exports it', () => {
  it('writes every line in one go and counts what was inserted, updated, repeated and left to the Banco Central', async () => {
    const { as } = await person();
    const csv = [
      '"data";"valor"',
      '"02/01/2026";"0,060000"',
      '07/01/2026;0,055131',
      '08/01/2026;0,055131',
      '',
    ].join('\r\n');
    const first = await as.post('/index-rates/import', { serie: 'cdi', csv });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({
      serie: 'cdi',
      linhas: 3,
      inseridas: 2,
      atualizadas: 0,
      iguais: 0,
      ignoradas: 1,
    });
    // A comma between the fields and a dot before the decimals; the 7th again as it was, the 8th changed, a 9th.
    const again = await as.post('/index-rates/import', {
      serie: 'cdi',
      csv: 'data,valor\n07/01/2026,0.055131\n08/01/2026,0.055132\n2026-01-09,0.055131\n',
    });
    expect(again.body.data).toEqual({
      serie: 'cdi',
      linhas: 3,
      inseridas: 1,
      atualizadas: 1,
      iguais: 1,
      ignoradas: 0,
    });
    const values = await as.get('/index-rates/values', { serie: 'cdi', de: '2026-01-01', ate: '2026-01-31' });
    expect(values.body.data.valores).toEqual([
      { data: '2026-01-02', valor: 0.055131, origem: 'banco_central' },
      { data: '2026-01-05', valor: 0.055131, origem: 'banco_central' },
      { data: '2026-01-06', valor: 0.055131, origem: 'banco_central' },
      { data: '2026-01-07', valor: 0.055131, origem: 'livro' },
      { data: '2026-01-08', valor: 0.055132, origem: 'livro' },
      { data: '2026-01-09', valor: 0.055131, origem: 'livro' },
    ]);
  });

  it('refuses a file with a bad line, naming the first one, and writes none of it', async () => {
    const { as } = await person();
    const before = await tableCounts(ctx);
    const cases: Array<[string, string]> = [
      [
        'data;valor\n07/01/2026;0,055131\n10/01/2026;0,055131\n',
        INDEX_RATE_MESSAGES.importLine(3, '10/01/2026 não é dia útil: CDI só tem valores em dias úteis'),
      ],
      [
        '07/01/2026;0,055131\n31/02/2026;0,05\n',
        INDEX_RATE_MESSAGES.importLine(2, 'data inválida (use dd/mm/aaaa)'),
      ],
      [
        '"data";"valor"\n07/01/2026;0,055131\n08/01/2026;abc\n',
        INDEX_RATE_MESSAGES.importLine(3, 'informe o valor como um número (por exemplo 0,055131)'),
      ],
      ['07/01/2026;14,9\n', INDEX_RATE_MESSAGES.importLine(1, INDEX_RATE_MESSAGES.range('cdi'))],
      ['07/01/2026;0,05\n08/01/2026\n', INDEX_RATE_MESSAGES.importLine(2, INDEX_RATE_MESSAGES.importShape)],
      [
        '07/01/2026;0,05\n07/01/2026;0,06\n',
        INDEX_RATE_MESSAGES.importLine(2, `a data ${formatDateBR('2026-01-07')} já apareceu na linha 1`),
      ],
      ['data;valor\n\n', INDEX_RATE_MESSAGES.importEmpty],
    ];
    for (const [csv, message] of cases) {
      const res = await as.post('/index-rates/import', { serie: 'cdi', csv });
      expect(res.status, csv).toBe(400);
      expect(res.body.error?.message, csv).toBe(message);
    }
    expect(INDEX_RATE_MESSAGES.importLine(3, 'x')).toBe('Linha 3: x. Nada foi importado.');
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('refuses a file of more than 20,000 values before reading them, and takes the longest a real one is', async () => {
    const { as } = await person();
    const before = await tableCounts(ctx);
    // TR values exist for every calendar day; 20,001 lines go past today, but the count is checked first.
    const line = (i: number) => `${formatDateBR(addDays('1994-07-01', i))};0,01`;
    const tooMany = ['data;valor', ...Array.from({ length: 20_001 }, (_, i) => line(i))].join('\n');
    const res = await as.post('/index-rates/import', { serie: 'tr', csv: tooMany });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(
      'O arquivo tem mais de 20.000 valores. Divida-o em arquivos menores.',
    );
    expect(await tableCounts(ctx)).toEqual(before);

    // The most a real file holds: every TR day since the Real, about 11,800 lines, in one transaction.
    const count = 11_000;
    const many = ['data;valor', ...Array.from({ length: count }, (_, i) => line(i))].join('\n');
    const taken = await as.post('/index-rates/import', { serie: 'tr', csv: many });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.data).toMatchObject({ linhas: count, inseridas: count, ignoradas: 0 });
  });
});

describe('readSeries: what the investments read', () => {
  it("answers the Banco Central's value over the book's, and the book's where the Banco Central has none, in date order", async () => {
    const { user, as } = await person();
    // The book's own for a date of the Banco Central's stays stored from before it was published.
    await ctx.database.db.execute(
      sql`insert into book_index_rates (book_id, series, date, value) values (${user.id}, 'cdi', '2026-01-06', 0.9)`,
    );
    expect(
      (await as.post('/index-rates', { serie: 'cdi', data: '2026-01-12', valor: '0,055132' })).status,
    ).toBe(201);
    expect((await as.post('/index-rates', { serie: 'ipca', data: '2025-12-01', valor: '0,33' })).status).toBe(
      201,
    );

    const read = await readSeries(ctx.database.db, user.id, ['cdi', 'ipca'], '2025-12-01', '2026-01-31');
    expect([...read.cdi]).toEqual([
      ['2026-01-02', 0.055131],
      ['2026-01-05', 0.055131],
      ['2026-01-06', 0.055131],
      ['2026-01-12', 0.055132],
    ]);
    expect([...read.ipca]).toEqual([['2025-12-01', 0.33]]);
    // Another book reads only the Banco Central's.
    const other = await person();
    const theirs = await readSeries(ctx.database.db, other.user.id, ['cdi'], '2026-01-01', '2026-01-31');
    expect([...theirs.cdi].map(([date]) => date)).toEqual(['2026-01-02', '2026-01-05', '2026-01-06']);
  });
});
