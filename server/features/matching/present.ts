import type { LineMatch, MatchRow } from '../../../common/contract/import-match';
import { centsToReais } from '../../../common/money';
import type { BankLine, Decision, RowCandidate } from './choose';

const matchRow = (r: RowCandidate): MatchRow => ({
  id: r.id,
  date: r.date,
  description: r.description,
  amount: centsToReais(r.amountCents),
});

/** A line's decision as the preview shows it (common/contract/import-match.ts). */
export function presentDecision(d: Decision, line: Pick<BankLine, 'amountCents'>): LineMatch {
  const none = { row: null, recurring: null, transfer: null, candidates: [] };
  switch (d.kind) {
    case 'new':
    case 'ambiguous':
      return { ...none, kind: d.kind, candidates: d.choices.map(matchRow) };
    case 'duplicate':
      return { ...none, kind: 'duplicate', row: matchRow(d.row) };
    case 'recorded':
    case 'transfer':
      return {
        ...none,
        kind: d.kind,
        row: matchRow(d.row),
        transfer: d.row.transfer,
        candidates: d.choices.map(matchRow),
      };
    case 'recurring':
      return {
        ...none,
        kind: 'recurring',
        recurring: {
          id: d.occurrence.recurringId,
          description: d.occurrence.description,
          month: d.occurrence.date.slice(0, 7),
          // An item of 'valor variável' paid by another amount: the preview says what was expected.
          expectedAmount:
            d.occurrence.amountCents === line.amountCents ? null : centsToReais(d.occurrence.amountCents),
        },
        candidates: d.choices.map(matchRow),
      };
  }
}
