/**
 * A transaction's status and its name on screen. Apart from the request schemas (common/contract/transactions.ts,
 * which re-exports these) because a screen that only shows the name, such as the dashboard's reconciliation,
 * must not load the schemas and the payment-code readers they bring (about 48 kB gzipped).
 */
export const TRANSACTION_STATUSES = ['CLEARED', 'PENDING', 'RECONCILED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const statusLabels: Record<TransactionStatus, string> = {
  CLEARED: 'Compensada',
  PENDING: 'Pendente',
  RECONCILED: 'Conferida',
};
