// What the import offers the other features: what an import (a statement's or a bank sync's) matched, undoing one
// match ('Separar da linha do extrato' on a row), and a doubled pair found later made one ('Combinar').
export { useUnmatchTransaction } from './api/import';
export { DuplicateNotice } from './duplicate-notice';
export { ImportMatches } from './import-matches';
