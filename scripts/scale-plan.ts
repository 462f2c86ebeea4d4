// Prints the calls that lay Grana's schema out on Citus, in order (server/db/citus-plan.ts); with --write, puts
// them in docs/SCALE.md between its markers, where server/db/citus-plan.test.ts compares them with the schema.
import { readFileSync, writeFileSync } from 'node:fs';
import { citusPlan, SCALE_DOC, withPlan } from '../server/db/citus-plan';

if (process.argv.includes('--write')) {
  writeFileSync(SCALE_DOC, withPlan(readFileSync(SCALE_DOC, 'utf8'), citusPlan()));
  console.log(`${SCALE_DOC}: the calls written`);
} else {
  console.log(citusPlan().join('\n'));
}
