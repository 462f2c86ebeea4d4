// The tags list's table and messages live below the features (shared/named-list-specs.ts), where the
// ledger's reference checks read them too.
export { tagsSpec } from '../shared/named-list-specs';
