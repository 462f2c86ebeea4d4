// What the statement import offers other features: its pipeline for lines that come from no file (bank sync).
export { type Classifier, readClassifier } from './pipeline/classify';
export { importLines, type ReadLines } from './service';
export { undoImport } from './undo-import';
