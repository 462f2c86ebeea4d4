/**
 * Properties of the parsers that read what people type and what banks write: any input in, never a crash,
 * never NaN or a fraction of a cent, never an impossible date; and the round trips hold.
 *
 * The seed is fixed so `npm test` is repeatable; FC_SEED and FC_RUNS explore further
 * (FC_RUNS=20000 FC_SEED=$RANDOM npx vitest run --project unit common/properties.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { idSchema, isoDateSchema, moneySchema, signedMoneySchema } from './contract/shared';
import { type CsvSettings, PRESETS, parseCsv, parseCsvRecords, readCsvStatement, readStatement } from './csv';
import { MESSAGES } from './csv/read-csv';
import type { ImportRow, StatementResult } from './csv/types';
import {
  addDays,
  addMonths,
  type DateFormat,
  daysInMonth,
  firstDayOfMonth,
  formatDateBR,
  isIsoDate,
  lastDayOfMonth,
  monthsBetween,
  parseDate,
  splitIsoDate,
  toIsoDate,
} from './dates';
import {
  type AmountFormat,
  centsToInputText,
  centsToReais,
  formatCents,
  hasAtMostTwoDecimals,
  MAX_CENTS,
  parseAmount,
  reaisToCents,
} from './money';
import { OFX_MESSAGES, readOfx } from './ofx/read-ofx';

fc.configureGlobal({
  numRuns: Number(process.env.FC_RUNS ?? 300),
  seed: Number(process.env.FC_SEED ?? 20_261_121),
});
// Long runs (FC_RUNS) take longer than Vitest's default 5 s per test.
vi.setConfig({ testTimeout: Math.max(30_000, Number(process.env.FC_RUNS ?? 0) * 10) });

const AMOUNT_FORMATS: AmountFormat[] = ['auto', 'comma', 'dot'];
const DATE_FORMATS: DateFormat[] = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'];

/** Any cents the product accepts: below R$ 1 trillion either way. */
const anyCents = fc.integer({ min: -MAX_CENTS, max: MAX_CENTS });
/** Text made of what amounts are made of, so the parser's paths are all reached (not just 'null'). */
const amountLikeText = fc
  .array(fc.constantFrom(...'0123456789.,-+() R$\u00a0'.split(''), '00', '000', '1.234', ',5', 'R$ '), {
    maxLength: 24,
  })
  .map((parts) => parts.join(''));
/** Any text: printable, unicode, and lone surrogates and control characters (the 'binary' unit). */
const anyText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  amountLikeText,
);

/** A real calendar date the product accepts (1900 to 2999). */
const anyIsoDate = fc
  .record({
    year: fc.integer({ min: 1900, max: 2999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => toIsoDate(year, month, Math.min(day, daysInMonth(year, month))));
/** Dates far enough from the ends of the range that a few decades either way stay inside it. */
const midIsoDate = anyIsoDate.filter((d) => d >= '1950-01-01' && d <= '2949-12-31');

const dateLikeText = fc.oneof(
  anyIsoDate,
  fc
    .tuple(
      fc.integer({ min: -1, max: 40 }),
      fc.integer({ min: -1, max: 14 }),
      fc.integer({ min: 0, max: 3100 }),
      fc.constantFrom('/', '-', '.'),
    )
    .map(([d, m, y, sep]) => `${d}${sep}${m}${sep}${y}`),
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
    )
    .map(([y, m, d]) => `${y}-${m}-${d}`),
  anyText,
);

function expectCents(value: number | null): void {
  if (value === null) return;
  expect(Number.isSafeInteger(value)).toBe(true);
  expect(Object.is(value, -0)).toBe(false);
  expect(Math.abs(value)).toBeLessThanOrEqual(MAX_CENTS);
}

function expectSoundRows(result: StatementResult): void {
  // The readers catch their own exceptions and answer 'unreadable': that answer here means one was thrown.
  expect(result.errors.map((e) => e.message)).not.toContain(MESSAGES.unreadable);
  expect(result.errors.map((e) => e.message)).not.toContain(OFX_MESSAGES.unreadable);
  for (const row of result.rows as ImportRow[]) {
    expect(Number.isSafeInteger(row.amountCents)).toBe(true);
    expect(row.amountCents).toBeGreaterThan(0);
    expect(row.amountCents).toBeLessThanOrEqual(MAX_CENTS);
    expect(isIsoDate(row.date)).toBe(true);
    expect(['RECEITA', 'DESPESA', 'TRANSFER']).toContain(row.type);
    expect(['CLEARED', 'PENDING', 'RECONCILED']).toContain(row.status);
    expect(row.line).toBeGreaterThanOrEqual(1);
    expect(typeof row.description).toBe('string');
  }
  for (const error of result.errors) expect(typeof error.message).toBe('string');
}

describe('money', () => {
  it('formatCents, then parseAmount, gives the same cents back', () => {
    fc.assert(
      fc.property(anyCents, (c) => {
        expect(parseAmount(formatCents(c))).toBe(c === 0 ? 0 : c);
        expect(parseAmount(formatCents(c), 'comma')).toBe(c);
      }),
    );
  });

  it("centsToInputText (the money input's text), then parseAmount, gives the same cents back", () => {
    fc.assert(
      fc.property(anyCents, (c) => {
        expect(parseAmount(centsToInputText(c))).toBe(c);
        expect(parseAmount(centsToInputText(c), 'comma')).toBe(c);
      }),
    );
  });

  it('dot-decimal text of any cents reads back with the dot format', () => {
    fc.assert(
      fc.property(anyCents, (c) => {
        const text = `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
        expect(parseAmount(text, 'dot')).toBe(c);
      }),
    );
  });

  it('any text in: never throws; null or a safe integer of cents (never NaN, -0 or a fraction of a cent)', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...AMOUNT_FORMATS), (text, format) => {
        expectCents(parseAmount(text, format));
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 2000) },
    );
  });

  it('the wire conversion is exact: cents to reais and back, always at most two decimals', () => {
    fc.assert(
      fc.property(anyCents, (c) => {
        const reais = centsToReais(c);
        expect(hasAtMostTwoDecimals(reais)).toBe(true);
        expect(reaisToCents(reais)).toBe(c);
        expect(signedMoneySchema.parse(reais)).toBe(reais);
        if (c > 0) expect(moneySchema.parse(reais)).toBe(reais);
        else expect(moneySchema.safeParse(reais).success).toBe(false);
      }),
    );
  });

  it('an amount with a third decimal is refused at any size', () => {
    fc.assert(
      fc.property(anyCents, fc.integer({ min: 1, max: 9 }), (c, k) => {
        const value = (Math.abs(c) * 10 + k) / 1000;
        expect(hasAtMostTwoDecimals(value)).toBe(false);
        expect(moneySchema.safeParse(value).success).toBe(false);
      }),
    );
  });

  it('the money schema accepts only finite amounts with two decimals below R$ 1 trillion', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc.double({ min: 0, max: 0.01 }),
          fc.string(),
          fc.constantFrom(Number.NaN, Infinity, -0, 1e12, 0.001, 5e-324, 1e-9, '0.000000001'),
        ),
        (v) => {
          const result = moneySchema.safeParse(v);
          if (result.success) {
            expect(Number.isFinite(result.data)).toBe(true);
            expect(result.data).toBeGreaterThan(0);
            expect(result.data).toBeLessThan(1e12);
            expect(Number.isSafeInteger(reaisToCents(result.data))).toBe(true);
            // At least one cent: an amount that rounds to R$ 0,00 would be stored as zero.
            expect(reaisToCents(result.data)).toBeGreaterThan(0);
            expect(hasAtMostTwoDecimals(result.data)).toBe(true);
          }
        },
      ),
    );
  });

  it('the id schema accepts only positive safe integers', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string(), fc.bigInt().map(String)), (v) => {
        const result = idSchema.safeParse(v);
        if (result.success) {
          expect(Number.isSafeInteger(result.data)).toBe(true);
          expect(result.data).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('dates', () => {
  it('any text in: parseDate never throws and answers null or a real ISO date', () => {
    fc.assert(
      fc.property(dateLikeText, fc.constantFrom(...DATE_FORMATS), (text, format) => {
        const parsed = parseDate(text, format);
        if (parsed !== null) expect(isIsoDate(parsed)).toBe(true);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 2000) },
    );
  });

  it('a date written as ISO, dd/mm/aaaa or mm/dd/yyyy reads back as itself', () => {
    fc.assert(
      fc.property(anyIsoDate, (iso) => {
        const { year, month, day } = splitIsoDate(iso);
        const dd = String(day).padStart(2, '0');
        const mm = String(month).padStart(2, '0');
        for (const format of DATE_FORMATS) expect(parseDate(iso, format)).toBe(iso);
        expect(parseDate(formatDateBR(iso))).toBe(iso);
        expect(parseDate(`${mm}/${dd}/${year}`, 'MM/DD/YYYY')).toBe(iso);
        expect(parseDate(`${day}.${month}.${year}`, 'DD/MM/YYYY')).toBe(iso);
        expect(isoDateSchema.parse(iso)).toBe(iso);
      }),
    );
  });

  it('isIsoDate is exactly "YYYY-MM-DD of a real day between 1900 and 2999"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (year, month, day) => {
          const text = toIsoDate(year, month, day);
          const real =
            year >= 1900 &&
            year <= 2999 &&
            month >= 1 &&
            month <= 12 &&
            day >= 1 &&
            day <= daysInMonth(year, month);
          expect(isIsoDate(text)).toBe(real);
          if (real) {
            const d = new Date(Date.UTC(year, month - 1, day));
            expect(d.toISOString().slice(0, 10)).toBe(text);
          }
        },
      ),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        expect(typeof isIsoDate(text)).toBe('boolean');
      }),
    );
  });

  it('addDays moves by exactly n days and back', () => {
    fc.assert(
      fc.property(midIsoDate, fc.integer({ min: -15_000, max: 15_000 }), (iso, n) => {
        const moved = addDays(iso, n);
        expect(isIsoDate(moved)).toBe(true);
        const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
        expect((ms(moved) - ms(iso)) / 86_400_000).toBe(n);
        expect(addDays(moved, -n)).toBe(iso);
      }),
    );
  });

  it("addMonths lands n months on, on the same day or the month's last, and monthsBetween agrees", () => {
    fc.assert(
      fc.property(midIsoDate, fc.integer({ min: -600, max: 600 }), (iso, n) => {
        const moved = addMonths(iso, n);
        expect(isIsoDate(moved)).toBe(true);
        const a = splitIsoDate(iso);
        const b = splitIsoDate(moved);
        expect(b.year * 12 + b.month - (a.year * 12 + a.month)).toBe(n);
        expect(b.day).toBe(Math.min(a.day, daysInMonth(b.year, b.month)));
        if (b.day === a.day) expect(monthsBetween(iso, moved)).toBe(n);
        expect(addMonths(iso, 0)).toBe(iso);
        expect(firstDayOfMonth(moved) <= moved && moved <= lastDayOfMonth(moved)).toBe(true);
        expect(addDays(lastDayOfMonth(moved), 1)).toBe(addMonths(firstDayOfMonth(moved), 1));
      }),
    );
  });
});

/** A cell as a bank or spreadsheet may write it: quotes, commas, semicolons, tabs and newlines inside. */
const cellText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '"',
        ',',
        ';',
        '\t',
        '\n',
        '\r\n',
        '\r',
        ' ',
        'ç',
        'ã',
        '€',
        '😀',
        '""',
        'a',
        'Z',
        '1',
        '0,50',
      ),
      fc.string({ maxLength: 6 }).map((s) => s.replace(/\uFEFF/g, '')),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

function writeCsv(rows: string[][], delimiter: string): string {
  const quote = (cell: string) =>
    /["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell;
  return rows.map((row) => row.map(quote).join(delimiter)).join('\r\n');
}

const csvSettings: fc.Arbitrary<CsvSettings> = fc.record(
  {
    delimiter: fc.constantFrom('auto', ',', ';', '\t'),
    dateFormat: fc.constantFrom(...DATE_FORMATS),
    amountFormat: fc.constantFrom(...AMOUNT_FORMATS),
    defaultType: fc.constantFrom('sign', 'RECEITA', 'DESPESA'),
    invertSign: fc.boolean(),
    preset: fc.constantFrom('auto', 'none', ...PRESETS.map((p) => p.id)),
    mapping: fc.record(
      { date: fc.constantFrom('Data', 'data', 'x', ''), amount: fc.constantFrom('Valor', 'amount', '') },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['delimiter', 'dateFormat', 'amountFormat', 'defaultType'] },
) as fc.Arbitrary<CsvSettings>;

/** A statement that reads as one most of the time: a header the reader knows, then rows of dates and amounts. */
const statementLikeCsv = fc
  .tuple(
    fc.constantFrom(
      'Data;Descrição;Valor',
      'Data,Valor,Identificador,Descrição',
      'date,title,amount',
      'Data Lançamento;Histórico;Descrição;Valor;Saldo',
      'Data;Valor;Tipo;Conta;Categoria;Favorecido;Status',
    ),
    fc.array(fc.tuple(dateLikeText, cellText, fc.oneof(amountLikeText, anyText), cellText), {
      maxLength: 12,
    }),
    fc.constantFrom(';', ','),
  )
  .map(([header, rows, delimiter]) =>
    [header, ...rows.map((cells) => writeCsv([cells], delimiter))].join(rngNewline(rows.length)),
  );

function rngNewline(n: number): string {
  return n % 3 === 0 ? '\r\n' : n % 3 === 1 ? '\n' : '\r';
}

describe('CSV', () => {
  it('rows of any cells, written with quotes where needed, read back as the same cells on the right lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cellText, { minLength: 2, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(',', ';', '\t'),
        (rows, delimiter) => {
          const text = writeCsv(rows, delimiter);
          const records = parseCsvRecords(text, { delimiter: delimiter as ',' | ';' | '\t' });
          expect(records.rows).toEqual(rows);
          expect(records.unclosedQuoteLine).toBeUndefined();
          // Each record starts on the line after the newlines of those before it.
          let line = 1;
          rows.forEach((row, i) => {
            expect(records.lines[i]).toBe(line);
            line += (writeCsv([row], delimiter).match(/\r\n|\r|\n/g) ?? []).length + 1;
          });
        },
      ),
    );
  });

  it('parseCsv never throws on any text, and every row has at least one cell', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyText, statementLikeCsv),
        fc.constantFrom('auto', ',', ';', '\t'),
        (text, delimiter) => {
          const rows = parseCsv(text, { delimiter: delimiter as CsvSettings['delimiter'] });
          for (const row of rows) expect(row.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 1000) },
    );
  });

  it('readCsvStatement on any text and settings: no exception inside, positive safe cents, real dates', () => {
    fc.assert(
      fc.property(fc.oneof(statementLikeCsv, anyText), csvSettings, (text, settings) => {
        expectSoundRows(readCsvStatement(text, settings));
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 1000) },
    );
  });

  it('statements made of valid rows are read in full', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            anyIsoDate,
            fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }).filter((c) => c !== 0),
          ),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (rows) => {
          const text = `Data;Descrição;Valor\n${rows.map(([d, c], i) => `${formatDateBR(d)};Linha ${i};${centsToInputText(c)}`).join('\n')}\n`;
          const result = readCsvStatement(text, {
            delimiter: 'auto',
            dateFormat: 'DD/MM/YYYY',
            amountFormat: 'comma',
            defaultType: 'sign',
          });
          expect(result.errors).toEqual([]);
          expect(
            result.rows.map((r) => [r.date, r.type === 'DESPESA' ? -r.amountCents : r.amountCents]),
          ).toEqual(rows);
        },
      ),
    );
  });
});

const ofxTransaction = fc
  .record({
    type: fc.constantFrom('DEBIT', 'CREDIT', 'OTHER', ''),
    posted: fc.oneof(
      anyIsoDate.map((d) => `${d.replace(/-/g, '')}120000[-3:BRT]`),
      dateLikeText,
      fc.string({ maxLength: 14 }),
    ),
    amount: fc.oneof(
      anyCents.map((c) => (c / 100).toFixed(2)),
      amountLikeText,
      anyText,
    ),
    fitid: fc.string({ maxLength: 10 }),
    name: cellText,
    memo: cellText,
    closed: fc.boolean(),
  })
  .map(
    (t) =>
      `<STMTTRN><TRNTYPE>${t.type}<DTPOSTED>${t.posted}<TRNAMT>${t.amount}<FITID>${t.fitid}<NAME>${t.name}<MEMO>${t.memo}${t.closed ? '</STMTTRN>' : ''}`,
  );

const ofxLike = fc
  .tuple(
    fc.constantFrom(
      'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n',
      '<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="211"?>\n',
      '',
    ),
    fc.constantFrom('STMTRS', 'CCSTMTRS'),
    fc.array(ofxTransaction, { maxLength: 8 }),
    fc.boolean(),
  )
  .map(
    ([header, statement, transactions, closed]) =>
      `${header}<OFX><BANKMSGSRSV1><STMTTRNRS><${statement}><CURDEF>BRL<BANKACCTFROM><BANKID>1<ACCTID>2</BANKACCTFROM>` +
      `<BANKTRANLIST>${transactions.join('\n')}${closed ? `</BANKTRANLIST></${statement}></STMTTRNRS></BANKMSGSRSV1></OFX>` : ''}`,
  );

describe('OFX and any uploaded file', () => {
  it('readOfx on any text: no exception inside, positive safe cents, real dates', () => {
    fc.assert(
      fc.property(fc.oneof(ofxLike, anyText), (text) => {
        expectSoundRows(readOfx(text));
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 1000) },
    );
  });

  it('well-formed OFX transactions are all read, with their dates and signed amounts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            anyIsoDate,
            anyCents.filter((c) => c !== 0),
          ),
          { minLength: 1, maxLength: 10 },
        ),
        (items) => {
          const text =
            'OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>' +
            items
              .map(
                ([d, c], i) =>
                  `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${d.replace(/-/g, '')}<TRNAMT>${(c / 100).toFixed(2)}<FITID>${i}<NAME>Item ${i}</STMTTRN>`,
              )
              .join('') +
            '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>';
          const result = readOfx(text);
          expect(result.errors).toEqual([]);
          expect(
            result.rows.map((r) => [r.date, r.type === 'DESPESA' ? -r.amountCents : r.amountCents]),
          ).toEqual(items);
        },
      ),
    );
  });

  it('readStatement on any bytes or text, under any file name: never throws, rows are sound', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 600 }),
          statementLikeCsv.map((s) => new TextEncoder().encode(s)),
          ofxLike.map((s) => new TextEncoder().encode(s)),
          anyText,
          ofxLike,
        ),
        fc.constantFrom('extrato.csv', 'extrato.ofx', 'EXTRATO.QFX', 'dados.txt', '', 'a.ofx '),
        csvSettings,
        (input, fileName, settings) => {
          expectSoundRows(readStatement(input, fileName, settings));
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 1000) },
    );
  });
});
