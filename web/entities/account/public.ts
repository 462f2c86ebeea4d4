// The account, as the features need it (the Contas page itself is web/features/accounts): the person's accounts, which
// every form that picks one reads, and their query key, refreshed after any change that moves a balance; "Conferir
// saldo"; an amount as Contas shows it; an account's statement to download (OFX, QIF); the note of the rates a figure
// in reais counted accounts in other currencies at (Contas, the dashboard, Patrimônio), with the way to type a rate
// where one is missing; a currency's rates ("Cotações": the PTAX and the book's own, typed, corrected, deleted).

export { Amount } from './amount';
export { accountsKey, useAccounts } from './api/accounts';
export { ExchangeRateFormModal, type ExchangeRateTarget } from './exchange-rate-form';
export { ExchangeRatesDialog } from './exchange-rates-dialog';
export { ForeignLine, TransferLegLine } from './foreign-line';
export { currencyLabel, currencySymbol, formatInCurrency, labelInCurrency } from './foreign-money';
export { AccountInReais, RatesNote } from './rates-note';
export type { ReconcileTarget } from './reconcile-dialog';
export { ReconcileDialog } from './reconcile-dialog';
export { StatementDownload } from './statement-download';
