import type { Reconciliation, UnreconciledRow } from '../../../common/contract/reconcile';
import { centsToReais } from '../../../common/money';
import type { LastReconciliation, UnreconciledRowCents } from './repository';

export interface ReconciliationCents {
  date: string;
  bankCents: number | null;
  balanceCents: number;
  last: LastReconciliation | undefined;
  unreconciled: { count: number; totalCents: number; rows: UnreconciledRowCents[] };
}

const presentRow = (r: UnreconciledRowCents): UnreconciledRow => ({
  id: r.id,
  date: r.date,
  description: r.description,
  amount: centsToReais(r.signedCents),
  status: r.status,
});

export function presentReconciliation(r: ReconciliationCents): Reconciliation {
  return {
    date: r.date,
    bankBalance: r.bankCents === null ? null : centsToReais(r.bankCents),
    balance: centsToReais(r.balanceCents),
    difference: r.bankCents === null ? null : centsToReais(r.bankCents - r.balanceCents),
    last: r.last ? { date: r.last.date, balance: centsToReais(r.last.balanceCents) } : null,
    unreconciled: {
      count: r.unreconciled.count,
      total: centsToReais(r.unreconciled.totalCents),
      rows: r.unreconciled.rows.map(presentRow),
    },
  };
}
