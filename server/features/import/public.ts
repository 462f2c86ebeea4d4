// What the statement import offers other features: its pipeline for lines from a bank that come from no file
// (bank sync: SyncLine).
export { type Classifier, readClassifier } from './pipeline/classify';
export type { LineFromBank, SyncLine } from './pipeline/lines';
export { importLines, type ReadLines } from './service';
export { undoImport } from './undo-import';
