/**
 * Actual Budget's two samples from one invented budget (actual-budget.ts): the "Export data" zip (db.sqlite +
 * metadata.json) and the transactions CSV.
 */
import JSZip from 'jszip';
import initSqlJs from 'sql.js';
import { ACCOUNTS, CATEGORIES, GROUPS, PAYEES, SCHEMA, TRANSACTIONS } from './actual-budget';

async function actualDatabase(): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.exec(SCHEMA);
  for (const [id, name, order, tombstone] of ACCOUNTS as readonly (readonly [
    string,
    string,
    number,
    number?,
  ])[]) {
    db.run('INSERT INTO accounts (id, name, sort_order, tombstone) VALUES (?, ?, ?, ?)', [
      id,
      name,
      order,
      tombstone ?? 0,
    ]);
  }
  GROUPS.forEach(([id, name, income], i) => {
    db.run('INSERT INTO category_groups (id, name, is_income, sort_order) VALUES (?, ?, ?, ?)', [
      id,
      name,
      income,
      i,
    ]);
  });
  (CATEGORIES as readonly (readonly [string, string, string, number, number?])[]).forEach(
    ([id, name, group, income, tombstone], i) => {
      db.run(
        'INSERT INTO categories (id, name, cat_group, is_income, sort_order, tombstone) VALUES (?, ?, ?, ?, ?, ?)',
        [id, name, group, income, i, tombstone ?? 0],
      );
    },
  );
  for (const [id, name, transfer] of PAYEES as readonly (readonly [string, string, string?])[]) {
    db.run('INSERT INTO payees (id, name, transfer_acct) VALUES (?, ?, ?)', [id, name, transfer ?? null]);
  }
  db.run('INSERT INTO payee_mapping (id, targetId) VALUES (?, ?)', ['pay-ifood-old', 'pay-ifood']);
  for (const [id] of PAYEES) {
    if (id !== 'pay-ifood-old') db.run('INSERT INTO payee_mapping (id, targetId) VALUES (?, ?)', [id, id]);
  }
  TRANSACTIONS.forEach((t, i) => {
    db.run(
      `INSERT INTO transactions (id, isParent, isChild, acct, category, amount, description, notes, date,
         transferred_id, sort_order, tombstone, cleared, parent_id, reconciled)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        t.id,
        t.isParent ? 1 : 0,
        t.parent ? 1 : 0,
        t.acct,
        t.category ?? null,
        t.amount,
        t.payee ?? null,
        t.notes ?? null,
        t.date,
        t.transferred ?? null,
        1000 - i,
        t.tombstone ? 1 : 0,
        t.cleared === false ? 0 : 1,
        t.parent ?? null,
        t.reconciled ? 1 : 0,
      ],
    );
  });
  const bytes = db.export();
  db.close();
  return bytes;
}

/** The same budget as loot-core's exportQueryToCSV writes it (csv-stringify: quotes only where needed). */
export function actualCsv(): string {
  const accountName = new Map<string, string>(ACCOUNTS.map(([id, name]) => [id, name]));
  const categoryName = new Map<string, string>(CATEGORIES.map(([id, name]) => [id, name]));
  const payeeName = new Map<string, string>(
    PAYEES.map(([id, name, transfer]) => [id, transfer ? (accountName.get(transfer) ?? '') : name]),
  );
  payeeName.set('pay-ifood-old', 'iFood');
  const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const amount = (cents: number) => String(cents / 100);
  const lines = ['Account,Date,Payee,Notes,Category,Amount,Split_Amount,Cleared'];
  const children = new Map<string, number>();
  for (const t of TRANSACTIONS) if (t.parent) children.set(t.parent, (children.get(t.parent) ?? 0) + 1);
  const seen = new Map<string, number>();
  for (const t of TRANSACTIONS) {
    if (t.tombstone) continue;
    let notes = t.notes ?? '';
    if (t.isParent) notes = `(SPLIT INTO ${children.get(t.id)}) ${notes}`;
    if (t.parent) {
      const k = (seen.get(t.parent) ?? 0) + 1;
      seen.set(t.parent, k);
      notes = `(SPLIT ${k} OF ${children.get(t.parent)}) ${notes}`;
    }
    const date = String(t.date);
    lines.push(
      [
        accountName.get(t.acct) ?? '',
        `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`,
        payeeName.get(t.payee ?? '') ?? '',
        notes,
        t.category ? (categoryName.get(t.category) ?? '') : '',
        t.isParent ? '0' : amount(t.amount),
        t.isParent ? amount(t.amount) : '0',
        t.reconciled ? 'Reconciled' : t.cleared === false ? 'Not cleared' : 'Cleared',
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Settings → Export data: the budget's db.sqlite and its metadata.json, zipped with fixed timestamps. */
export async function actualZip(): Promise<Uint8Array> {
  const fixed = new Date(Date.UTC(2026, 2, 31, 12, 0, 0));
  const zip = new JSZip();
  const metadata = {
    id: 'Minhas-Financas-7c1e2a9',
    budgetName: 'Minhas Finanças',
    cloudFileId: '5b0d7f3e-2c41-4a8e-9d6b-1f2e3a4b5c6d',
    groupId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    lastUploaded: '2026-03-31',
    resetClock: true,
  };
  zip.file('db.sqlite', await actualDatabase(), { date: fixed });
  zip.file('metadata.json', JSON.stringify(metadata), { date: fixed });
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
