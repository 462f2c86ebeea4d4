// The ledger's door: every feature that creates or changes transaction rows does it through what this file offers
// (rows and their month totals kept in step, transfers as two legs, the references a row may name).

export {
  actedBy,
  beforeWrite,
  type ChangeKind,
  inLedgerOperation,
  type Kept,
  type LedgerActor,
  type LedgerChange,
  type LedgerSubscriber,
  type LedgerWay,
  ledgerTransaction,
  subscribeToLedger,
} from '../shared/ledger-door';
export { type BankLineAttach, heldWays, type MatchedRow } from './bank-lines';
export {
  type ImportedTransaction,
  type KeptTransactions,
  type LedgerRow,
  ledger,
  type NewSplit,
  type NewTransaction,
  type RestoredRows,
  type StoredTransaction,
  type TagPairs,
  type TransactionSnapshot,
} from './ledger';
export { openEstimate } from './match-changes';
export { references } from './references';
export { purgeLedgerWrites, rowsVersion } from './rows-version';
export { type TransferInput, writeTransfer, writeTransfers } from './transfers';
