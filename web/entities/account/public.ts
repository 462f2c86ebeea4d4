// The account, as the features need it (the Contas page itself is web/features/accounts): the person's accounts, which
// every form that picks one reads, and their query key, refreshed after any change that moves a balance; "Conferir
// saldo"; an amount as Contas shows it; an account's statement to download (OFX, QIF).

export { Amount } from './amount';
export { accountsKey, useAccounts } from './api/accounts';
export type { ReconcileTarget } from './reconcile-dialog';
export { ReconcileDialog } from './reconcile-dialog';
export { StatementDownload } from './statement-download';
