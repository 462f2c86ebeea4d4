import { describe, expect, it } from 'vitest';
import { VARIABLE_AMOUNT_TOLERANCE_PERCENT } from '../../../common/contract/recurring';
import {
  type BankLine,
  type Candidate,
  chooseMatches,
  type OccurrenceCandidate,
  type RowCandidate,
} from './choose';
import { namesTheLine, paysAmount, sameAmountAbroad } from './rules';

const line = (date: string, text: string, extra: Partial<BankLine> = {}): BankLine => ({
  accountId: 1,
  type: 'DESPESA',
  amountCents: 5000,
  date,
  text,
  externalId: null,
  payeeId: null,
  channel: 'file',
  ...extra,
});

let nextId = 1;
const row = (date: string, description: string, extra: Partial<RowCandidate> = {}): RowCandidate => {
  const r = rowOf(date, description, extra);
  // The ways in whose line it holds, as the database says (ledger/bank-lines.ts heldWays), unless given.
  const sync = r.syncId !== null || r.origin === 'sync';
  const file = r.externalId !== null || r.origin === 'import' || (r.bankDate !== null && r.syncId === null);
  return { ...r, holds: extra.holds ?? { file, sync } };
};
const rowOf = (date: string, description: string, extra: Partial<RowCandidate>): RowCandidate => ({
  kind: 'row',
  id: nextId++,
  accountId: 1,
  type: 'DESPESA',
  amountCents: 5000,
  date,
  description,
  payeeId: null,
  payeeName: null,
  externalId: null,
  syncId: null,
  bankText: null,
  bankDate: null,
  origin: 'manual',
  transfer: null,
  installment: false,
  counterpart: false,
  holds: { file: false, sync: false },
  ...extra,
});

const due = (date: string, index: number, recurringId = 9): OccurrenceCandidate => ({
  kind: 'occurrence',
  recurringId,
  index,
  accountId: 1,
  type: 'DESPESA',
  amountCents: 5000,
  date,
  description: 'Aluguel',
  payeeName: null,
});

const decide = (lines: BankLine[], candidates: Candidate[][]) =>
  chooseMatches(lines, (i) => candidates[i] ?? []).map((d) => {
    if (d.kind === 'duplicate' || d.kind === 'recorded' || d.kind === 'transfer')
      return `${d.kind}:${d.row.id}`;
    if (d.kind === 'recurring') return `recurring:${d.occurrence.index}`;
    return d.kind;
  });

describe('chooseMatches', () => {
  it('prefers a row that names the line over a closer one that does not', () => {
    const near = row('2026-11-10', 'Diversos');
    const named = row('2026-11-08', 'Netflix');
    expect(decide([line('2026-11-10', 'NETFLIX.COM')], [[near, named]])).toEqual([`recorded:${named.id}`]);
  });

  it("prefers a fixed item's due date over a typed row, and takes an item's due dates in order", () => {
    const typed = row('2026-11-05', 'Aluguel');
    const nov = due('2026-11-05', 0);
    const dec = due('2026-12-05', 1);
    // December's line comes first in the file: it still waits for November's to be paid.
    expect(
      decide(
        [line('2026-12-06', 'PIX IMOBILIARIA'), line('2026-11-06', 'PIX IMOBILIARIA')],
        [[dec], [typed, nov]],
      ),
    ).toEqual(['recurring:1', 'recurring:0']);
  });

  it("a 'valor variável' item expected at another amount ranks below an exact row and an exact due date", () => {
    const bill = { amountCents: 15000 };
    const light = { ...due('2026-11-10', 0, 21), description: 'Luz', amountCents: 18000 };
    const enel = row('2026-11-09', 'Enel', bill);
    // The typed 'Enel' of R$ 150,00 is the R$ 150,00 line, not the item 'Luz' expected at R$ 180,00.
    expect(decide([line('2026-11-10', 'DEBITO AUTOMATICO', bill)], [[light, enel]])).toEqual([
      `recorded:${enel.id}`,
    ]);
    // Another item due that day at the line's very amount comes first too.
    const water = { ...due('2026-11-12', 0, 22), description: 'Água', amountCents: 15000 };
    const [chosen] = chooseMatches([line('2026-11-10', 'DEBITO AUTOMATICO', bill)], () => [light, water]);
    expect(chosen?.kind === 'recurring' && chosen.occurrence.recurringId).toBe(22);
    // Nothing else for the line: the variable item's due date is paid by it.
    const [alone] = chooseMatches([line('2026-11-10', 'DEBITO AUTOMATICO', bill)], () => [light]);
    expect(alone?.kind === 'recurring' && alone.occurrence.recurringId).toBe(21);
  });

  it('two different rows alike in rank: ambiguous; two rows the person could not tell apart: either', () => {
    const a = row('2026-11-09', 'Uber');
    const b = row('2026-11-11', 'Uber');
    expect(decide([line('2026-11-10', 'UBER TRIP')], [[a, b]])).toEqual(['ambiguous']);
    const c = row('2026-11-10', 'Café');
    const d = row('2026-11-10', 'Café');
    expect(
      decide(
        [line('2026-11-10', 'CAFE'), line('2026-11-10', 'CAFE')],
        [
          [c, d],
          [c, d],
        ],
      ),
    ).toEqual([`recorded:${c.id}`, `recorded:${d.id}`]);
  });

  it('a row the bank already sent (its id, or its date and text) is a duplicate, and answers for one line', () => {
    const imported = row('2026-11-10', 'PADARIA', { origin: 'import', externalId: 'F1' });
    const byText = row('2026-11-10', 'MERCADO', { origin: 'import' });
    expect(
      decide(
        [
          line('2026-11-10', 'PADARIA', { externalId: 'F1' }),
          line('2026-11-10', 'PADARIA', { externalId: 'F2' }),
          line('2026-11-10', 'mercado'),
          line('2026-11-10', 'mercado'),
        ],
        [[imported], [imported], [byText], [byText]],
      ),
    ).toEqual([`duplicate:${imported.id}`, 'new', `duplicate:${byText.id}`, 'new']);
  });

  it("another import's row matches only on its date and when it names the line; installments never", () => {
    const pix = row('2026-11-10', 'Pix enviado', { origin: 'import', payeeName: 'Maria Souza' });
    const shop = row('2026-11-10', 'Padaria Ipê', { origin: 'import' });
    const installment = row('2026-11-10', 'Sofá', { installment: true });
    expect(
      decide(
        [
          line('2026-11-10', 'Transferência enviada pelo Pix - JOAO PEREIRA'),
          line('2026-11-11', 'COMPRA CARTAO PADARIA IPE'),
          line('2026-11-10', 'COMPRA CARTAO PADARIA IPE'),
          line('2026-11-10', 'SOFA'),
        ],
        [[pix], [shop], [shop], [installment]],
      ),
    ).toEqual(['new', 'new', `recorded:${shop.id}`, 'new']);
  });

  it("another app's history row matches when any word of it names the line, not only its first", () => {
    // The newcomer's walk: Mobills' 'Conta de luz Enel' was not the statement's 'ENEL DISTRIBUICAO' of that day.
    const light = row('2026-11-14', 'Conta de luz Enel', { origin: 'import' });
    const other = row('2026-11-14', 'Conta de luz Enel', { origin: 'import' });
    expect(
      decide(
        [line('2026-11-14', 'ENEL DISTRIBUICAO'), line('2026-11-14', 'PIX ENVIADO SABESP')],
        [[light], [other]],
      ),
    ).toEqual([`recorded:${light.id}`, 'new']);
  });

  it('a transfer leg is a transfer match', () => {
    const leg = row('2026-11-08', 'Transferência', { transfer: { from: 'Itaú', to: 'Nubank' } });
    expect(decide([line('2026-11-08', 'PIX ENVIADO NUBANK')], [[leg]])).toEqual([`transfer:${leg.id}`]);
  });
});

describe('paysAmount', () => {
  it("the exact amount always; within 30% above or below for an item of 'valor variável', in cents", () => {
    const light = { amountCents: 18000, variableAmount: true };
    expect(VARIABLE_AMOUNT_TOLERANCE_PERCENT).toBe(30);
    expect([12600, 15237, 18000, 23400].map((c) => paysAmount(c, light))).toEqual([true, true, true, true]);
    expect([12599, 23401].map((c) => paysAmount(c, light))).toEqual([false, false]);
    expect(paysAmount(15237, { amountCents: 18000, variableAmount: false })).toBe(false);
    expect(paysAmount(18000, { amountCents: 18000, variableAmount: false })).toBe(true);
  });
});

describe('namesTheLine', () => {
  it("reads past the bank's own words", () => {
    expect(namesTheLine('Padaria Ipê', 'COMPRA CARTAO DEB PADARIA IPE')).toBe(true);
    expect(namesTheLine('Pix enviado', 'Transferência enviada pelo Pix - MARIA')).toBe(false);
    expect(namesTheLine('Maria Souza', 'Transferência enviada pelo Pix - MARIA SOUZA')).toBe(true);
    expect(namesTheLine('Uber', 'IFOOD')).toBe(false);
  });
});

describe("a bank's amount abroad against the one typed", () => {
  it('is the same but for the rounding of a rate with four decimals', () => {
    // R$ 1.234,56 at 5,1234 (rounded from 5,12343…): US$ 240,965… → 240,97 against the US$ 240,96 typed.
    expect(sameAmountAbroad(24096, 24097)).toBe(true);
    expect(sameAmountAbroad(5000, 5000)).toBe(true);
    // ¥ 10.000 at 0,0365 read back as ¥ 10.013: within 0,2%.
    expect(sameAmountAbroad(1_000_000, 1_001_300)).toBe(true);
    // Another purchase: US$ 50,00 and US$ 49,00 (or US$ 50,11, past 0,2%); ¥ 10.000 and ¥ 10.030.
    expect(sameAmountAbroad(4900, 5000)).toBe(false);
    expect(sameAmountAbroad(5000, 5011)).toBe(false);
    expect(sameAmountAbroad(5000, 5010)).toBe(true);
    expect(sameAmountAbroad(1_000_000, 1_003_000)).toBe(false);
  });
});
