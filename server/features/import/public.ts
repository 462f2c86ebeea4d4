// What the statement import offers other features: its pipeline for lines from a bank that come from no file
// (bank sync: SyncLine).
export { type Classifier, readClassifier } from './pipeline/classify';
export type { FileLine, LineFromBank, SyncLine } from './pipeline/lines';
export { DEFAULT_READER_LIMITS } from './read-in-worker';
export { importLines, type ReadLines, recordImportFinished } from './service';
export { parseSettingsText } from './settings';
export { undoImport } from './undo-import';
