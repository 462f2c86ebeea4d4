import { describe, expect, it } from 'vitest';
import { billChoiceLabel, billChoices, billMonthText, billOfDate, placedBill } from './bill-choice';

// Closing on the 3rd, due on the 10th: the December bill holds 03/11 to 02/12 and is due 10/12.
const card = { closing_day: 3, due_day: 10 };
const noDays = { closing_day: null, due_day: null };

describe('the bill a card row goes to', () => {
  it('is the bill of the date by the usual days, the closing day starting the next bill', () => {
    expect(billOfDate('2026-11-20', card)).toBe('2026-12');
    expect(billOfDate('2026-12-03', card)).toBe('2027-01');
    expect(billOfDate('2026-12-3', card)).toBeNull();
    expect(billOfDate('2026-11-20', noDays)).toBeNull();
  });

  it('or the bill chosen by hand', () => {
    expect(placedBill('2026-11-20', card, '2027-01')).toBe('2027-01');
    expect(placedBill('2026-11-20', card, '')).toBe('2026-12');
  });

  it('is named with its usual due date', () => {
    expect(billChoiceLabel('2027-01', card)).toBe('Fatura de janeiro de 2027 · vence 10/01/2027');
    expect(billChoiceLabel('2027-01', noDays)).toBe('Fatura de janeiro de 2027');
  });
});

describe('the bills offered', () => {
  it('are the one before the bill of the date, it, and the two after', () => {
    expect(billChoices('2026-11-20', card, '')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('keep a bill already chosen elsewhere, in order', () => {
    expect(billChoices('2026-11-20', card, '2026-06')).toEqual([
      '2026-06',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(billChoices('2026-11-20', card, '2027-01')).toHaveLength(4);
  });

  it('are none for a card without its days, save the one chosen', () => {
    expect(billChoices('2026-11-20', noDays, '')).toEqual([]);
    expect(billChoices('2026-11-20', noDays, '2026-12')).toEqual(['2026-12']);
  });
});

describe("the form's bill", () => {
  it("sends null for 'Automática' and the month chosen, with the contract's message otherwise", () => {
    expect(billMonthText.parse('')).toBeNull();
    expect(billMonthText.parse('2027-01')).toBe('2027-01');
    expect(billMonthText.safeParse('2027-13').error?.issues[0]?.message).toBe(
      'Informe o mês da fatura no formato AAAA-MM',
    );
  });
});
