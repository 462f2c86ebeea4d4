import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { citusPlan, SCALE_DOC, withPlan } from './citus-plan';
import { TABLES_WITHOUT_BOOK } from './distribution';

it('docs/SCALE.md holds the calls the schema makes (npm run -s scale:plan -- --write puts them there)', () => {
  const doc = readFileSync(SCALE_DOC, 'utf8');
  expect(withPlan(doc, citusPlan())).toBe(doc);
});

it('places every table once: the reference tables, then books, then each book table after those it names', () => {
  const calls = citusPlan();
  const tables = calls.map((call) => /\('([a-z_]+)'/.exec(call)?.[1]);
  expect(new Set(tables).size).toBe(calls.length);
  const at = (call: string) => calls.indexOf(call);
  expect(at(`SELECT create_reference_table('users');`)).toBeLessThan(
    at(`SELECT create_distributed_table('books', 'id');`),
  );
  const distributed = (table: string) =>
    at(`SELECT create_distributed_table('${table}', 'book_id', colocate_with => 'books');`);
  expect(distributed('accounts')).toBeGreaterThan(at(`SELECT create_distributed_table('books', 'id');`));
  expect(distributed('transactions')).toBeGreaterThan(distributed('accounts'));
  expect(distributed('transaction_tags')).toBeGreaterThan(distributed('transactions'));
  expect(distributed('transaction_tags')).toBeGreaterThan(distributed('tags'));
  // No call for a local table without a foreign key to a reference table; none distributes one.
  for (const [table, { place }] of Object.entries(TABLES_WITHOUT_BOOK))
    if (place !== 'books')
      expect(calls.some((call) => call.includes(`create_distributed_table('${table}'`))).toBe(false);
});
