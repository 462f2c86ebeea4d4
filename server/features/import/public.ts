// What the statement import offers other features: its pipeline for lines from a bank that come from no file
// (bank sync: SyncLine), and how the bank names an account (the OFX export).
export { type Classifier, readClassifier } from './pipeline/classify';
export type { FileLine, LineFromBank, SyncLine } from './pipeline/lines';
export { DEFAULT_READER_LIMITS } from './read-in-worker';
export { freshFileLines, importLines, type ReadLines, recordImportFinished } from './service';
export { parseSettingsText } from './settings';
export { type BankAccountIds, bankAccountIdsOf } from './statement-accounts';
export { undoImport } from './undo-import';
