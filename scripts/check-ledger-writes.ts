/**
 * Keeps "the ledger is the only writer of transaction rows" true where the import rules cannot look: in the SQL.
 * dependency-cruiser sees that no feature imports the ledger's inner files (rule ledger-internals), not a repository
 * writing `update transactions` by hand, which would leave the month totals behind. This scans the server's source
 * (tests, the test harness and the migrations aside) for writes of transactions, their split parts, their tag links
 * and the month totals outside server/features/ledger/, and fails naming each file:line:
 * - SQL written by hand: insert into, update, delete from, truncate, copy, merge into one of those tables;
 * - Drizzle's builders: .insert(transactions), .update(transactionTags), .delete(accountMonthTotals)...;
 * - a table handed to a generic writer: putBackRows(db, transactions, ...), copyRows(db, 'transaction_tags', ...),
 *   or described for one (`name: 'transactions'`, as the restore describes the tables it writes).
 * - a webhook's `transaction.*` event recorded by hand: the ledger's door tells its subscribers what changed
 *   (server/features/shared/ledger-door.ts), and only the webhooks' subscriber turns that into those events.
 * Then it proves it fires, as scripts/check-boundaries.ts does for the import rules: it writes a probe of each kind,
 * expects each reported at its line, and removes the probes. Run by `npm run lint` (lint:ledger-writes).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The tables only the ledger writes, as SQL names them and as the Drizzle schema (server/db/schema/) does. */
const TABLES =
  'transactions|transaction_splits|transaction_tags|account_month_totals|category_month_totals|card_bill_totals';
const SCHEMA_NAMES =
  'transactions|transactionSplits|transactionTags|accountMonthTotals|categoryMonthTotals|cardBillTotals';

const WRITES: Array<{ what: string; pattern: RegExp; onlyIn?: string }> = [
  {
    what: 'SQL writing',
    pattern: new RegExp(
      `\\b(?:insert\\s+into|update|delete\\s+from|truncate(?:\\s+table)?|copy|merge\\s+into)\\s+(?:only\\s+)?"?(?:${TABLES})"?(?![\\w.])`,
      'gi',
    ),
  },
  {
    what: 'Drizzle writing',
    pattern: new RegExp(`\\.(?:insert|update|delete)\\(\\s*(?:schema\\.)?(?:${SCHEMA_NAMES})\\s*\\)`, 'g'),
  },
  {
    what: 'a generic writer given',
    pattern: new RegExp(
      `\\b(?:putBackRows|copyRows)\\(\\s*[\\w.]+\\s*,\\s*(?:['"](?:${TABLES})['"]|(?:schema\\.)?(?:${SCHEMA_NAMES})\\b)`,
      'g',
    ),
  },
  { what: 'a table described for a writer:', pattern: new RegExp(`\\bname:\\s*['"](?:${TABLES})['"]`, 'g') },
  {
    what: 'an event of the ledger’s door told by hand:',
    pattern: /['"`]transaction\.(?:created|updated|deleted|\$\{)/g,
    onlyIn: 'server/features/webhooks/ledger-subscriber.ts',
  },
];

/** Where writing those tables is right, and why. */
const ALLOWED: Array<{ path: string; why: string }> = [
  { path: 'server/features/ledger/', why: 'the ledger: rows and their month totals kept in step' },
  {
    path: 'server/test/',
    why: 'the test harness: factories and fixtures set up a person’s data, and app-import-samples/ writes another app’s own SQLite database (Actual’s export), never Grana’s tables',
  },
  { path: 'server/db/migrations/', why: 'migrations: the schema and its data as each version left them' },
  {
    path: 'server/trust/heaviest-person.ts',
    why: 'test data for the heaviest person’s tests and the bench, in one statement per kind of row',
  },
];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const allowed = (file: string) => ALLOWED.some((a) => file.startsWith(a.path));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/**
 * The text without its comments (a comment may well say "update transactions"), every line where it was: block
 * comments and line comments that start a line or follow a space become spaces. Rough, and enough: a `//` inside a
 * string follows no space ('https://...'), and no SQL of the server writes one.
 */
function withoutComments(text: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');
  return text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[ \t])\/\/[^\n]*/gm, (c, before: string) => before + blank(c.slice(before.length)));
}

interface Write {
  file: string;
  line: number;
  what: string;
  text: string;
}

function writesIn(file: string): Write[] {
  const text = withoutComments(readFileSync(file, 'utf8'));
  return WRITES.filter((w) => w.onlyIn !== file).flatMap(({ what, pattern }) =>
    [...text.matchAll(pattern)].map((match) => ({
      file,
      line: text.slice(0, match.index).split('\n').length,
      what,
      text: match[0].trim().replace(/\s+/g, ' '),
    })),
  );
}

function scan(): Write[] {
  return sourceFiles('server')
    .filter((file) => !isTest(file) && !allowed(file))
    .flatMap(writesIn);
}

// Each probe writes one way of writing outside the ledger; `line` is where it must be reported.
const P = 'zz-ledger-write-probe';
const probeFolder = `server/features/${P}`;
const probes: Array<{ file: string; line: number; text: string }> = [
  {
    file: `${probeFolder}/raw-sql.ts`,
    line: 4,
    text: "import { sql } from 'drizzle-orm';\n\nexport const probe = sql`\n  delete from\n    transaction_splits where id = 1`;\n",
  },
  {
    file: `${probeFolder}/drizzle.ts`,
    line: 3,
    text: "import { transactionTags } from '../../db/schema';\n\nexport const probe = (db: never) => (db as { insert: (t: unknown) => unknown }).insert(transactionTags);\n",
  },
  {
    file: `${probeFolder}/put-back.ts`,
    line: 4,
    text: "import { putBackRows } from '../../db/json-rows';\nimport { transactions } from '../../db/schema';\n\nexport const probe = (db: never) => putBackRows(db, transactions, 1, []);\n",
  },
  {
    file: `${probeFolder}/event.ts`,
    line: 3,
    text: "import { recordBookEvents } from '../webhooks/public';\n\nexport const probe = (db: never) => recordBookEvents(db, 1, 'transaction.updated', () => []);\n",
  },
  {
    file: `${probeFolder}/described.ts`,
    line: 2,
    text: "export const probe = {\n  name: 'account_month_totals',\n  columns: { month: 'date' },\n};\n",
  },
];

function removeProbes(): void {
  rmSync(probeFolder, { recursive: true, force: true });
}

let failures = 0;
let found: Write[] = [];
try {
  removeProbes();
  mkdirSync(probeFolder, { recursive: true });
  for (const probe of probes) writeFileSync(probe.file, probe.text);
  found = scan();
} finally {
  removeProbes();
}

for (const probe of probes) {
  const fired = found.some((w) => w.file === probe.file && w.line === probe.line);
  if (!fired) failures++;
  console.log(`${fired ? 'fires' : 'SILENT'}  ledger-writes: ${probe.file}:${probe.line}`);
}
if (failures > 0)
  console.error(
    `${failures} probe(s) of a write outside the ledger went unreported: this check no longer sees them.`,
  );

const outside = found.filter((w) => !w.file.startsWith(`${probeFolder}/`));
for (const w of outside) console.error(`${w.file}:${w.line}  ${w.what} ${w.text}`);
if (outside.length > 0) {
  console.error(
    `${outside.length} write(s) of transactions, their splits, tags or month totals outside server/features/ledger/: go through the ledger (server/features/ledger/public.ts), which keeps the month totals in step.`,
  );
}
if (failures > 0 || outside.length > 0) process.exit(1);
