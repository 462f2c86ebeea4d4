import { describe, expect, it } from 'vitest';
import { CandidateColumns, DESCRIPTION_SEPARATOR } from './candidate-columns';

/** A row's six fields as repository.ts's candidateColumns writes them: the day times 2, plus 1 for RECEITA. */
const fieldsOf = (rows: number[][]) => rows.map((r) => r.join(',')).join(',');

describe('a read of rules candidates by columns', () => {
  it('gives back each row as the one-row-a-time read would: id, date, type, payee, cents, account, category', () => {
    // 2026-11-29 is day 20,786 since 1970-01-01; 1969-12-31 is day -1.
    const fields = fieldsOf([
      [7, 20_786 * 2 + 1, 0, 450_000, 3, 12],
      [9, -1 * 2, 41, -2_350, 4, 0],
    ]);
    const columns = CandidateColumns.read(fields, ['Salário', 'UBER *TRIP'].join(DESCRIPTION_SEPARATOR));
    expect(columns?.size).toBe(2);
    const [salary, ride] = [columns!.candidateAt(0), columns!.candidateAt(1)];
    expect({ ...pick(salary) }).toEqual({
      id: 7,
      date: '2026-11-29',
      type: 'RECEITA',
      payeeId: null,
      amountCents: 450_000,
      accountId: 3,
      categoryId: 12,
      description: 'Salário',
    });
    expect(pick(ride)).toEqual({
      id: 9,
      date: '1969-12-31',
      type: 'DESPESA',
      payeeId: 41,
      amountCents: -2_350,
      accountId: 4,
      categoryId: null,
      description: 'UBER *TRIP',
    });
    // The page after this one starts below its oldest row.
    expect(columns!.oldest()).toEqual({ date: '1969-12-31', id: 9 });
  });

  it('an empty read is no row, and texts that do not frame their rows are refused (the caller reads row by row)', () => {
    expect(CandidateColumns.read(null, null)?.size).toBe(0);
    const one = fieldsOf([[1, 40_000, 0, 100, 1, 0]]);
    // A description holding the separator reads as two descriptions for one row of fields.
    expect(CandidateColumns.read(one, `a${DESCRIPTION_SEPARATOR}b`)).toBeNull();
    // A field missing, a field not a number, a number past what a double holds exactly.
    expect(CandidateColumns.read('1,40000,0,100,1', 'a')).toBeNull();
    expect(CandidateColumns.read('1,40000,x,100,1,0', 'a')).toBeNull();
    expect(CandidateColumns.read('1,40000,0,1234567890123456,1,0', 'a')).toBeNull();
    // A date past 9999-12-31 (day 2,932,896), which PostgreSQL writes otherwise.
    expect(CandidateColumns.read(`1,${2_932_897 * 2},0,100,1,0`, 'a')).toBeNull();
    expect(CandidateColumns.read(null, 'a')).toBeNull();
  });
});

function pick(c: ReturnType<CandidateColumns['candidateAt']>) {
  const { id, date, type, payeeId, amountCents, accountId, categoryId, description } = c;
  return { id, date, type, payeeId, amountCents, accountId, categoryId, description };
}
