/**
 * Writes the samples that are generated (the layouts and where each comes from are in SOURCES.md; the data is
 * invented): Actual Budget's "Export data" zip (db.sqlite + metadata.json) and, from the same invented budget, its
 * transactions CSV; Firefly III's CSV; GnuCash's two CSV layouts; Organizze's and Meu Dinheiro's Excel workbooks.
 * mobills.csv, ynab.csv and qif.qif are written by hand. Run with `npx tsx
 * server/features/app-import/samples/make-samples.ts`; the output is committed. Deterministic: fixed ids, dates
 * and zip timestamps, so running it again changes nothing.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import initSqlJs from 'sql.js';

const here = dirname(fileURLToPath(import.meta.url));

// The schema of Actual's db.sqlite as loot-core's init.sql and its migrations leave it (the tables the reader uses).
const SCHEMA = `
CREATE TABLE accounts (id TEXT PRIMARY KEY, account_id TEXT, name TEXT, balance_current INTEGER,
  balance_available INTEGER, balance_limit INTEGER, mask TEXT, official_name TEXT, type TEXT, subtype TEXT,
  bank TEXT, offbudget INTEGER DEFAULT 0, closed INTEGER DEFAULT 0, tombstone INTEGER DEFAULT 0, sort_order REAL);
CREATE TABLE category_groups (id TEXT PRIMARY KEY, name TEXT UNIQUE, is_income INTEGER DEFAULT 0,
  sort_order REAL, tombstone INTEGER DEFAULT 0, hidden BOOLEAN DEFAULT 0);
CREATE TABLE categories (id TEXT PRIMARY KEY, name TEXT, is_income INTEGER DEFAULT 0, cat_group TEXT,
  sort_order REAL, tombstone INTEGER DEFAULT 0, hidden BOOLEAN DEFAULT 0);
CREATE TABLE category_mapping (id TEXT PRIMARY KEY, transferId TEXT);
CREATE TABLE payees (id TEXT PRIMARY KEY, name TEXT, category TEXT, tombstone INTEGER DEFAULT 0, transfer_acct TEXT);
CREATE TABLE payee_mapping (id TEXT PRIMARY KEY, targetId TEXT);
CREATE TABLE transactions (id TEXT PRIMARY KEY, isParent INTEGER DEFAULT 0, isChild INTEGER DEFAULT 0,
  acct TEXT, category TEXT, amount INTEGER, description TEXT, notes TEXT, date INTEGER, financial_id TEXT,
  type TEXT, location TEXT, error TEXT, imported_description TEXT, starting_balance_flag INTEGER DEFAULT 0,
  transferred_id TEXT, sort_order REAL, tombstone INTEGER DEFAULT 0, cleared INTEGER DEFAULT 1,
  pending INTEGER DEFAULT 0, parent_id TEXT, schedule TEXT, reconciled INTEGER DEFAULT 0);
`;

const ACCOUNTS = [
  ['acc-conta', 'Nubank Conta', 1],
  ['acc-cartao', 'Cartão Nubank', 2],
  ['acc-velha', 'Conta Antiga', 3, 1], // deleted: tombstone
] as const;

const GROUPS = [
  ['grp-moradia', 'Moradia', 0],
  ['grp-alim', 'Alimentação', 0],
  ['grp-transp', 'Transporte', 0],
  ['grp-lazer', 'Lazer', 0],
  ['grp-renda', 'Renda', 1],
] as const;

const CATEGORIES = [
  ['cat-aluguel', 'Aluguel', 'grp-moradia', 0],
  ['cat-casa', 'Casa', 'grp-moradia', 0],
  ['cat-mercado', 'Mercado', 'grp-alim', 0],
  ['cat-rest', 'Restaurantes', 'grp-alim', 0],
  ['cat-uber', 'Uber', 'grp-transp', 0],
  ['cat-netflix', 'Netflix', 'grp-lazer', 0],
  ['cat-salario', 'Salário', 'grp-renda', 1],
  ['cat-antiga', 'Categoria apagada', 'grp-lazer', 0, 1],
] as const;

const PAYEES = [
  ['pay-empresa', 'Empresa Ltda'],
  ['pay-imob', 'Imobiliária Lar'],
  ['pay-pao', 'Pão de Açúcar'],
  ['pay-ifood', 'iFood'],
  ['pay-uber', 'Uber'],
  ['pay-netflix', 'Netflix'],
  ['pay-atacadao', 'Atacadão'],
  ['pay-ifood-old', 'IFOOD *RESTAURANTE'], // merged into iFood: payee_mapping
  ['pay-t-conta', '', 'acc-conta'],
  ['pay-t-cartao', '', 'acc-cartao'],
] as const;

interface Tx {
  id: string;
  acct: string;
  date: number;
  amount: number;
  payee?: string;
  category?: string;
  notes?: string;
  cleared?: boolean;
  reconciled?: boolean;
  transferred?: string;
  parent?: string;
  isParent?: boolean;
  tombstone?: boolean;
}

const TRANSACTIONS: Tx[] = [
  {
    id: 't01',
    acct: 'acc-conta',
    date: 20260105,
    amount: 850000,
    payee: 'pay-empresa',
    category: 'cat-salario',
    reconciled: true,
  },
  {
    id: 't02',
    acct: 'acc-conta',
    date: 20260106,
    amount: -180000,
    payee: 'pay-imob',
    category: 'cat-aluguel',
    reconciled: true,
  },
  {
    id: 't03',
    acct: 'acc-cartao',
    date: 20260110,
    amount: -45678,
    payee: 'pay-pao',
    category: 'cat-mercado',
  },
  {
    id: 't04',
    acct: 'acc-cartao',
    date: 20260112,
    amount: -5990,
    payee: 'pay-ifood-old',
    category: 'cat-rest',
    notes: 'Pizza de sexta #delivery',
  },
  { id: 't05', acct: 'acc-cartao', date: 20260115, amount: -2390, payee: 'pay-uber', category: 'cat-uber' },
  {
    id: 't06',
    acct: 'acc-cartao',
    date: 20260120,
    amount: -5590,
    payee: 'pay-netflix',
    category: 'cat-netflix',
  },
  {
    id: 't07a',
    acct: 'acc-conta',
    date: 20260125,
    amount: -150000,
    payee: 'pay-t-cartao',
    notes: 'Pagamento fatura',
    transferred: 't07b',
  },
  {
    id: 't07b',
    acct: 'acc-cartao',
    date: 20260125,
    amount: 150000,
    payee: 'pay-t-conta',
    notes: 'Pagamento fatura',
    transferred: 't07a',
  },
  {
    id: 't08',
    acct: 'acc-conta',
    date: 20260205,
    amount: 850000,
    payee: 'pay-empresa',
    category: 'cat-salario',
    reconciled: true,
  },
  {
    id: 't09',
    acct: 'acc-conta',
    date: 20260206,
    amount: -180000,
    payee: 'pay-imob',
    category: 'cat-aluguel',
  },
  {
    id: 't10',
    acct: 'acc-cartao',
    date: 20260208,
    amount: -30000,
    payee: 'pay-atacadao',
    isParent: true,
    notes: 'Compra do mês',
  },
  {
    id: 't10-1',
    acct: 'acc-cartao',
    date: 20260208,
    amount: -25000,
    payee: 'pay-atacadao',
    category: 'cat-mercado',
    parent: 't10',
  },
  {
    id: 't10-2',
    acct: 'acc-cartao',
    date: 20260208,
    amount: -5000,
    payee: 'pay-atacadao',
    category: 'cat-casa',
    parent: 't10',
    notes: 'Lâmpadas',
  },
  {
    id: 't11',
    acct: 'acc-cartao',
    date: 20260214,
    amount: -8750,
    payee: 'pay-ifood',
    category: 'cat-rest',
    notes: '#viagem Jantar em Paraty',
  },
  {
    id: 't12',
    acct: 'acc-cartao',
    date: 20260216,
    amount: 8750,
    payee: 'pay-ifood',
    category: 'cat-rest',
    notes: 'Estorno pedido cancelado',
  },
  {
    id: 't13',
    acct: 'acc-cartao',
    date: 20260218,
    amount: -3120,
    payee: 'pay-uber',
    category: 'cat-uber',
    cleared: false,
  },
  {
    id: 't14',
    acct: 'acc-cartao',
    date: 20260220,
    amount: -5590,
    payee: 'pay-netflix',
    category: 'cat-netflix',
  },
  {
    id: 't15',
    acct: 'acc-conta',
    date: 20260222,
    amount: -9900,
    payee: 'pay-pao',
    category: 'cat-mercado',
    tombstone: true,
  },
  {
    id: 't16a',
    acct: 'acc-conta',
    date: 20260225,
    amount: -95000,
    payee: 'pay-t-cartao',
    notes: 'Pagamento fatura',
    transferred: 't16b',
  },
  {
    id: 't16b',
    acct: 'acc-cartao',
    date: 20260225,
    amount: 95000,
    payee: 'pay-t-conta',
    notes: 'Pagamento fatura',
    transferred: 't16a',
  },
  {
    id: 't17',
    acct: 'acc-conta',
    date: 20260305,
    amount: 850000,
    payee: 'pay-empresa',
    category: 'cat-salario',
  },
  {
    id: 't18',
    acct: 'acc-conta',
    date: 20260306,
    amount: -180000,
    payee: 'pay-imob',
    category: 'cat-aluguel',
  },
  {
    id: 't19',
    acct: 'acc-cartao',
    date: 20260309,
    amount: -61234,
    payee: 'pay-pao',
    category: 'cat-mercado',
    cleared: false,
  },
  {
    id: 't20',
    acct: 'acc-cartao',
    date: 20260311,
    amount: -1875,
    payee: 'pay-uber',
    category: 'cat-uber',
    cleared: false,
  },
  {
    id: 't21',
    acct: 'acc-cartao',
    date: 20260320,
    amount: -5590,
    payee: 'pay-netflix',
    category: 'cat-netflix',
    cleared: false,
  },
];

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
function actualCsv(): string {
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

// Firefly III: ExportDataGenerator::exportTransactions's header, then config('firefly.journal_meta_fields').
const FIREFLY_HEADER = [
  'user_id',
  'group_id',
  'journal_id',
  'created_at',
  'updated_at',
  'group_title',
  'type',
  'currency_code',
  'amount',
  'foreign_currency_code',
  'foreign_amount',
  'native_currency_code',
  'native_amount',
  'native_foreign_amount',
  'description',
  'date',
  'source_name',
  'source_iban',
  'source_type',
  'destination_name',
  'destination_iban',
  'destination_type',
  'reconciled',
  'category',
  'budget',
  'bill',
  'tags',
  'notes',
  'sepa_cc',
  'sepa_ct_op',
  'sepa_ct_id',
  'sepa_db',
  'sepa_country',
  'sepa_ep',
  'sepa_ci',
  'sepa_batch_id',
  'external_url',
  'interest_date',
  'book_date',
  'process_date',
  'due_date',
  'payment_date',
  'invoice_date',
  'recurrence_id',
  'internal_reference',
  'bunq_payment_id',
  'import_hash',
  'import_hash_v2',
  'external_id',
  'original_source',
  'recurrence_total',
  'recurrence_count',
];

const ASSET = 'Asset account';
const EXPENSE = 'Expense account';
const REVENUE = 'Revenue account';

/** [group, title, type, amount, description, date, source, sourceType, destination, destinationType, reconciled, category, budget, tags, notes] */
type FireflyJournal = [
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  boolean,
  string,
  string,
  string,
  string,
];

const FIREFLY: FireflyJournal[] = [
  [
    1,
    '',
    'Opening balance',
    '2000.00',
    'Saldo inicial de Nubank Conta',
    '2026-01-01',
    'Nubank Conta initial balance',
    'Initial balance account',
    'Nubank Conta',
    ASSET,
    true,
    '',
    '',
    '',
    '',
  ],
  [
    2,
    '',
    'Deposit',
    '8500.00',
    'Salário janeiro',
    '2026-01-05',
    'Empresa Ltda',
    REVENUE,
    'Nubank Conta',
    ASSET,
    true,
    'Salário',
    '',
    '',
    '',
  ],
  [
    3,
    '',
    'Withdrawal',
    '-1800.00',
    'Aluguel janeiro',
    '2026-01-06',
    'Nubank Conta',
    ASSET,
    'Imobiliária Lar',
    EXPENSE,
    true,
    'Moradia: Aluguel',
    'Casa',
    '',
    '',
  ],
  [
    4,
    '',
    'Withdrawal',
    '-456.78',
    'Compras do mês',
    '2026-01-10',
    'Cartão Nubank',
    ASSET,
    'Pão de Açúcar',
    EXPENSE,
    false,
    'Alimentação: Mercado',
    'Comida',
    '',
    '',
  ],
  [
    5,
    '',
    'Withdrawal',
    '-59.90',
    'Pizza de sexta',
    '2026-01-12',
    'Cartão Nubank',
    ASSET,
    'iFood',
    EXPENSE,
    false,
    'Alimentação: Restaurantes',
    'Comida',
    'delivery',
    '',
  ],
  [
    6,
    '',
    'Withdrawal',
    '-23.90',
    'Corrida para o trabalho',
    '2026-01-15',
    'Cartão Nubank',
    ASSET,
    'Uber',
    EXPENSE,
    false,
    'Transporte',
    '',
    '',
    '',
  ],
  [
    7,
    '',
    'Withdrawal',
    '-250.00',
    'Geladeira Brastemp 1/10',
    '2026-01-18',
    'Cartão Nubank',
    ASSET,
    'Magazine Luiza',
    EXPENSE,
    false,
    'Casa',
    '',
    '',
    'Compra parcelada em 10x',
  ],
  [
    8,
    '',
    'Withdrawal',
    '-55.90',
    'Netflix',
    '2026-01-20',
    'Cartão Nubank',
    ASSET,
    'Netflix',
    EXPENSE,
    false,
    'Assinaturas',
    '',
    '',
    '',
  ],
  [
    9,
    '',
    'Transfer',
    '1500.00',
    'Pagamento fatura janeiro',
    '2026-01-25',
    'Nubank Conta',
    ASSET,
    'Cartão Nubank',
    ASSET,
    false,
    '',
    '',
    '',
    '',
  ],
  [
    10,
    '',
    'Deposit',
    '8500.00',
    'Salário fevereiro',
    '2026-02-05',
    'Empresa Ltda',
    REVENUE,
    'Nubank Conta',
    ASSET,
    true,
    'Salário',
    '',
    '',
    '',
  ],
  [
    11,
    '',
    'Withdrawal',
    '-1800.00',
    'Aluguel fevereiro',
    '2026-02-06',
    'Nubank Conta',
    ASSET,
    'Imobiliária Lar',
    EXPENSE,
    false,
    'Moradia: Aluguel',
    'Casa',
    '',
    '',
  ],
  [
    12,
    'Compra no Atacadão',
    'Withdrawal',
    '-250.00',
    'Mercado',
    '2026-02-08',
    'Cartão Nubank',
    ASSET,
    'Atacadão',
    EXPENSE,
    false,
    'Alimentação: Mercado',
    'Comida',
    '',
    '',
  ],
  [
    12,
    'Compra no Atacadão',
    'Withdrawal',
    '-50.00',
    'Lâmpadas',
    '2026-02-08',
    'Cartão Nubank',
    ASSET,
    'Atacadão',
    EXPENSE,
    false,
    'Casa',
    '',
    '',
    '',
  ],
  [
    13,
    '',
    'Withdrawal',
    '-87.50',
    'Jantar em Paraty',
    '2026-02-14',
    'Cartão Nubank',
    ASSET,
    'iFood',
    EXPENSE,
    false,
    'Alimentação: Restaurantes',
    'Comida',
    'viagem,delivery',
    '',
  ],
  [
    14,
    '',
    'Deposit',
    '87.50',
    'Estorno pedido cancelado',
    '2026-02-16',
    'iFood',
    REVENUE,
    'Cartão Nubank',
    ASSET,
    false,
    'Alimentação: Restaurantes',
    '',
    '',
    'Pedido não entregue,\nvalor devolvido na fatura',
  ],
  [
    15,
    '',
    'Withdrawal',
    '-250.00',
    'Geladeira Brastemp 2/10',
    '2026-02-18',
    'Cartão Nubank',
    ASSET,
    'Magazine Luiza',
    EXPENSE,
    false,
    'Casa',
    '',
    '',
    '',
  ],
  [
    16,
    '',
    'Withdrawal',
    '-55.90',
    'Netflix',
    '2026-02-20',
    'Cartão Nubank',
    ASSET,
    'Netflix',
    EXPENSE,
    false,
    'Assinaturas',
    '',
    '',
    '',
  ],
  [
    17,
    '',
    'Transfer',
    '500.00',
    'Guardar na poupança',
    '2026-02-21',
    'Nubank Conta',
    ASSET,
    'Poupança Caixa',
    ASSET,
    false,
    '',
    '',
    '',
    '',
  ],
  [
    18,
    '',
    'Transfer',
    '1263.80',
    'Pagamento fatura fevereiro',
    '2026-02-25',
    'Nubank Conta',
    ASSET,
    'Cartão Nubank',
    ASSET,
    false,
    '',
    '',
    '',
    '',
  ],
  [
    19,
    '',
    'Deposit',
    '8500.00',
    'Salário março',
    '2026-03-05',
    'Empresa Ltda',
    REVENUE,
    'Nubank Conta',
    ASSET,
    false,
    'Salário',
    '',
    '',
    '',
  ],
  [
    20,
    '',
    'Withdrawal',
    '-1800.00',
    'Aluguel março',
    '2026-03-06',
    'Nubank Conta',
    ASSET,
    'Imobiliária Lar',
    EXPENSE,
    false,
    'Moradia: Aluguel',
    'Casa',
    '',
    '',
  ],
  [
    21,
    '',
    'Withdrawal',
    '-612.34',
    'Compras do mês',
    '2026-03-09',
    'Cartão Nubank',
    ASSET,
    'Pão de Açúcar',
    EXPENSE,
    false,
    'Alimentação: Mercado',
    'Comida',
    '',
    '',
  ],
  [
    22,
    '',
    'Withdrawal',
    '-18.75',
    'Corrida',
    '2026-03-11',
    'Cartão Nubank',
    ASSET,
    'Uber',
    EXPENSE,
    false,
    'Transporte',
    '',
    '',
    '',
  ],
  [
    23,
    '',
    'Withdrawal',
    '-250.00',
    'Geladeira Brastemp 3/10',
    '2026-03-18',
    'Cartão Nubank',
    ASSET,
    'Magazine Luiza',
    EXPENSE,
    false,
    'Casa',
    '',
    '',
    '',
  ],
  [
    24,
    '',
    'Deposit',
    '32.15',
    'Rendimento',
    '2026-03-31',
    'Caixa Econômica',
    REVENUE,
    'Poupança Caixa',
    ASSET,
    false,
    'Rendimentos',
    '',
    '',
    '',
  ],
];

/** League\Csv's writer as Firefly uses it: PHP's fputcsv, which quotes a cell holding a space too. */
function phpCsvCell(value: string): string {
  return /[",\n\r\t ]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function fireflyCsv(): string {
  const lines = [FIREFLY_HEADER.join(',')];
  FIREFLY.forEach((j, i) => {
    const [group, title, type, amount, description, date, source, sourceType, destination, destinationType] =
      j;
    const [reconciled, category, budget, tags, notes] = j.slice(10) as [
      boolean,
      string,
      string,
      string,
      string,
    ];
    const stamp = `${date}T09:${String(10 + i).padStart(2, '0')}:00-03:00`;
    const cells = [
      '1',
      String(group),
      String(101 + i),
      stamp,
      stamp,
      title,
      type,
      'BRL',
      amount,
      '',
      '',
      'BRL',
      '',
      '',
      description,
      `${date}T00:00:00-03:00`,
      source,
      '',
      sourceType,
      destination,
      '',
      destinationType,
      reconciled ? '1' : '',
      category,
      budget,
      '',
      tags,
      notes,
      ...new Array(FIREFLY_HEADER.length - 28).fill(''),
    ];
    lines.push(cells.map(phpCsvCell).join(','));
  });
  return `${lines.join('\n')}\n`;
}

// GnuCash: one book, written in both layouts of "Export Transactions to CSV" (csv-transactions-export.cpp).
const ITAU = 'Ativos:Ativo Circulante:Itaú Conta';
const CARTEIRA = 'Ativos:Ativo Circulante:Carteira';
const CARTAO = 'Passivos:Cartão de Crédito:Cartão Itaú';
const SALDOS = 'Patrimônio Líquido:Saldos Iniciais';
const SALARIO = 'Receitas:Salário';
const ALUGUEL = 'Despesas:Moradia:Aluguel';
const MERCADO = 'Despesas:Alimentação:Mercado';
const RESTAURANTES = 'Despesas:Alimentação:Restaurantes';
const UBER = 'Despesas:Transporte:Uber';
const NETFLIX = 'Despesas:Assinaturas:Netflix';
const CASA = 'Despesas:Casa';

interface GnucashTx {
  id: string;
  date: string; // DD/MM/YYYY: the book's date preference is "Europa"
  description: string;
  notes?: string;
  voidReason?: string;
  splits: [account: string, cents: number, memo?: string, reconcile?: string][];
}

const GNUCASH: GnucashTx[] = [
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e801',
    date: '01/01/2026',
    description: 'Saldo inicial',
    splits: [
      [ITAU, 200000, '', 'y'],
      [SALDOS, -200000],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e802',
    date: '05/01/2026',
    description: 'Empresa Ltda',
    notes: 'Salário janeiro',
    splits: [
      [ITAU, 850000, '', 'y'],
      [SALARIO, -850000],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e803',
    date: '06/01/2026',
    description: 'Imobiliária Lar',
    splits: [
      [ITAU, -180000, '', 'y'],
      [ALUGUEL, 180000],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e804',
    date: '10/01/2026',
    description: 'Pão de Açúcar',
    splits: [
      [CARTAO, -45678, '', 'c'],
      [MERCADO, 45678],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e805',
    date: '12/01/2026',
    description: 'iFood',
    splits: [
      [CARTAO, -5990, '', 'c'],
      [RESTAURANTES, 5990, 'Pizza de sexta'],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e806',
    date: '18/01/2026',
    description: 'Magazine Luiza Geladeira 1/10',
    splits: [
      [CARTAO, -25000, '', 'c'],
      [CASA, 25000],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e807',
    date: '20/01/2026',
    description: 'Saque',
    splits: [
      [ITAU, -20000, '', 'c'],
      [CARTEIRA, 20000],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e808',
    date: '25/01/2026',
    description: 'Pagamento fatura',
    splits: [
      [ITAU, -76668, '', 'c'],
      [CARTAO, 76668, '', 'c'],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e809',
    date: '05/02/2026',
    description: 'Empresa Ltda',
    notes: 'Salário fevereiro',
    splits: [
      [ITAU, 850000, '', 'c'],
      [SALARIO, -850000],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e810',
    date: '06/02/2026',
    description: 'Imobiliária Lar',
    splits: [
      [ITAU, -180000, '', 'c'],
      [ALUGUEL, 180000],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e811',
    date: '08/02/2026',
    description: 'Atacadão',
    notes: 'Compra do mês',
    splits: [
      [CARTAO, -30000, '', 'c'],
      [MERCADO, 25000, 'Comida'],
      [CASA, 5000, 'Lâmpadas'],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e812',
    date: '14/02/2026',
    description: 'Uber',
    splits: [
      [CARTEIRA, -2390, '', 'n'],
      [UBER, 2390],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e813',
    date: '16/02/2026',
    description: 'iFood',
    notes: 'Estorno pedido cancelado',
    splits: [
      [CARTAO, 8750, '', 'c'],
      [RESTAURANTES, -8750],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e814',
    date: '18/02/2026',
    description: 'Magazine Luiza Geladeira 2/10',
    splits: [
      [CARTAO, -25000, '', 'n'],
      [CASA, 25000],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e815',
    date: '20/02/2026',
    description: 'Netflix',
    splits: [
      [CARTAO, -5590, '', 'n'],
      [NETFLIX, 5590],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e816',
    date: '05/03/2026',
    description: 'Empresa Ltda',
    notes: 'Salário março',
    splits: [
      [ITAU, 850000, '', 'n'],
      [SALARIO, -850000],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e817',
    date: '09/03/2026',
    description: 'Pão de Açúcar',
    splits: [
      [CARTAO, -61234, '', 'n'],
      [MERCADO, 61234],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e818',
    date: '12/03/2026',
    description: 'Mercado',
    voidReason: 'Lançado em duplicidade',
    splits: [
      [CARTAO, -61234, '', 'v'],
      [MERCADO, 61234, '', 'v'],
    ],
  },
  {
    id: '0a1b2c3d4e5f40718293a4b5c6d7e819',
    date: '18/03/2026',
    description: 'Magazine Luiza Geladeira 3/10',
    splits: [
      [CARTAO, -25000, '', 'n'],
      [CASA, 25000],
    ],
  },
];

/** '-1,800.00' as GnuCash prints an amount in an en_US locale (xaccPrintAmount, with separators). */
function gnucashNumber(cents: number): string {
  const whole = String(Math.trunc(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}
const gnucashMoney = (cents: number) =>
  cents < 0 ? `-R$${gnucashNumber(-cents)}` : `R$${gnucashNumber(cents)}`;

/** gnc_csv_add_line: every cell quoted with "Use Quotes", otherwise only those holding the separator or a quote. */
function gnucashLine(cells: string[], quoteAll: boolean): string {
  return cells
    .map((cell) => (quoteAll || /[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
    .join(',');
}

/** The transactions in the order the export walks them: account by account, each transaction once. */
function gnucashWalk(): { account: string; tx: GnucashTx }[] {
  const walked: { account: string; tx: GnucashTx }[] = [];
  const seen = new Set<string>();
  for (const account of [ITAU, CARTEIRA, CARTAO]) {
    for (const tx of GNUCASH) {
      if (seen.has(tx.id) || !tx.splits.some(([a]) => a === account)) continue;
      seen.add(tx.id);
      walked.push({ account, tx });
    }
  }
  return walked;
}

function gnucashFullCsv(): string {
  const header = [
    'Date',
    'Transaction ID',
    'Number',
    'Description',
    'Notes',
    'Commodity/Currency',
    'Void Reason',
    'Action',
    'Memo',
    'Full Account Name',
    'Account Name',
    'Amount With Sym',
    'Amount Num.',
    'Value With Sym',
    'Value Num.',
    'Reconcile',
    'Reconcile Date',
    'Rate/Price',
  ];
  const lines = [gnucashLine(header, true)];
  for (const { account, tx } of gnucashWalk()) {
    const ordered = [
      ...tx.splits.filter(([a]) => a === account),
      ...tx.splits.filter(([a]) => a !== account),
    ];
    for (const [full, cents, memo, reconcile] of ordered) {
      lines.push(
        gnucashLine(
          [
            tx.date,
            tx.id,
            '',
            tx.description,
            tx.notes ?? '',
            'CURRENCY::BRL',
            tx.voidReason ?? '',
            '',
            memo ?? '',
            full,
            full.split(':').at(-1) ?? '',
            gnucashMoney(cents),
            gnucashNumber(cents),
            gnucashMoney(cents),
            gnucashNumber(cents),
            reconcile ?? 'n',
            reconcile === 'y' ? '31/01/2026' : '',
            '1',
          ],
          true,
        ),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

function gnucashSimpleCsv(): string {
  const header = [
    'Date',
    'Account Name',
    'Number',
    'Description',
    'Full Category Path',
    'Reconcile',
    'Amount With Sym',
    'Amount Num.',
    'Value With Sym',
    'Value Num.',
    'Rate/Price',
  ];
  const lines = [gnucashLine(header, false)];
  for (const { account, tx } of gnucashWalk()) {
    const [, cents, , reconcile] = tx.splits.find(([a]) => a === account) ?? ['', 0];
    const others = tx.splits.filter(([a]) => a !== account);
    const category = others.length === 1 ? (others[0]?.[0] ?? '') : '-- Split Transaction --';
    lines.push(
      gnucashLine(
        [
          tx.date,
          account,
          '',
          tx.description,
          category,
          reconcile ?? 'n',
          gnucashMoney(cents),
          gnucashNumber(cents),
          gnucashMoney(cents),
          gnucashNumber(cents),
          '1',
        ],
        false,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// Organizze and Meu Dinheiro: Excel workbooks

/** The workbooks' own dates and their zip entries' timestamps. */
const FIXED = new Date(Date.UTC(2026, 3, 1, 12, 0, 0));

/** A day as Excel holds it: exceljs writes a Date at UTC midnight as that day. */
const day = (text: string) => {
  const [d, m, y] = text.split('/').map(Number);
  return new Date(Date.UTC(y ?? 2026, (m ?? 1) - 1, d ?? 1));
};

/** The workbook's bytes with every zip entry dated FIXED, in one order, so the file is the same on each run. */
async function stableBytes(workbook: ExcelJS.Workbook): Promise<Uint8Array> {
  workbook.creator = 'Grana';
  workbook.created = FIXED;
  workbook.modified = FIXED;
  const written = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  const stable = new JSZip();
  for (const name of Object.keys(written.files).sort()) {
    const part = written.files[name];
    if (!part || part.dir) continue;
    stable.file(name, await part.async('uint8array'), { date: FIXED, createFolders: false });
  }
  return stable.generateAsync({ type: 'uint8array', compression: 'DEFLATE', platform: 'UNIX' });
}

type OrganizzeLine = [string, string, string, number, string, string, string?, string?];

// Data, Descrição, Categoria, Valor, Situação, Conta, Tags, Observações.
const ORGANIZZE: OrganizzeLine[] = [
  ['02/01/2026', 'Salário', 'Salário', 7200, 'Pago', 'Conta Inter'],
  ['05/01/2026', 'Aluguel', 'Moradia > Aluguel', -2100, 'Pago', 'Conta Inter'],
  ['07/01/2026', 'Supermercado Pão de Açúcar', 'Alimentação > Mercado', -412.37, 'Pago', 'Cartão Inter'],
  ['09/01/2026', 'Uber', 'Transporte', -27.8, 'Pago', 'Cartão Inter', 'trabalho'],
  ['12/01/2026', 'Geladeira Brastemp (1/10)', 'Casa > Eletrodomésticos', -389.9, 'Pago', 'Cartão Inter'],
  ['15/01/2026', 'Transferência para poupança', 'Transferência', -1000, 'Pago', 'Conta Inter'],
  ['15/01/2026', 'Transferência da Conta Inter', 'Transferência', 1000, 'Pago', 'Poupança Inter'],
  ['20/01/2026', 'Netflix', 'Lazer > Streaming', -55.9, 'Pago', 'Cartão Inter'],
  ['02/02/2026', 'Salário', 'Salário', 7200, 'Pago', 'Conta Inter'],
  ['05/02/2026', 'Aluguel', 'Moradia > Aluguel', -2100, 'Pago', 'Conta Inter'],
  ['06/02/2026', 'iFood', 'Alimentação > Restaurante', -64.5, 'Pago', 'Cartão Inter', 'delivery'],
  ['10/02/2026', 'Pagamento de fatura', 'Transferência', -885.97, 'Pago', 'Conta Inter'],
  ['10/02/2026', 'Pagamento de fatura', 'Transferência', 885.97, 'Pago', 'Cartão Inter'],
  ['12/02/2026', 'Geladeira Brastemp (2/10)', 'Casa > Eletrodomésticos', -389.9, 'Pago', 'Cartão Inter'],
  ['14/02/2026', 'Estorno Uber', 'Transporte', 27.8, 'Pago', 'Cartão Inter', '', 'Corrida cancelada'],
  ['20/02/2026', 'Netflix', 'Lazer > Streaming', -55.9, 'Pago', 'Cartão Inter'],
  ['28/02/2026', 'Rendimento poupança', 'Investimentos > Rendimentos', 8.45, 'Pago', 'Poupança Inter'],
  ['02/03/2026', 'Salário', 'Salário', 7200, 'Pago', 'Conta Inter'],
  ['05/03/2026', 'Aluguel', 'Moradia > Aluguel', -2100, 'Pago', 'Conta Inter'],
  ['09/03/2026', 'Supermercado Pão de Açúcar', 'Alimentação > Mercado', -356.12, 'Pago', 'Cartão Inter'],
  ['12/03/2026', 'Geladeira Brastemp (3/10)', 'Casa > Eletrodomésticos', -389.9, 'Pago', 'Cartão Inter'],
  ['20/03/2026', 'Netflix', 'Lazer > Streaming', -55.9, 'Pago', 'Cartão Inter'],
  ['25/03/2026', 'Farmácia São João', 'Saúde > Farmácia', -74.3, 'Não pago', 'Conta Inter', 'saúde, família'],
  ['31/03/2026', 'Rendimento poupança', 'Investimentos > Rendimentos', 8.97, 'Pago', 'Poupança Inter'],
];

async function organizze(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lançamentos');
  sheet.addRow(['Organizze - Lançamentos']);
  sheet.addRow(['Período: 01/01/2026 a 31/03/2026']);
  sheet.addRow([]);
  sheet.addRow(['Data', 'Descrição', 'Categoria', 'Valor', 'Situação', 'Conta', 'Tags', 'Observações']);
  let total = 0;
  for (const [date, description, category, value, status, account, tags, notes] of ORGANIZZE) {
    sheet.addRow([day(date), description, category, value, status, account, tags ?? '', notes ?? '']);
    total += Math.round(value * 100);
  }
  sheet.addRow([]);
  sheet.addRow(['', 'Total', '', total / 100]);
  sheet.getColumn(1).numFmt = 'dd/mm/yyyy';
  sheet.getColumn(4).numFmt = '#,##0.00';
  return stableBytes(workbook);
}

// Data prevista, Data efetiva, Tipo, Conta, Conta transferência, Descrição, Favorecido, Categoria, Centro, Projeto,
// Valor, Parcela, Tags, Observações.
type MeuDinheiroLine = [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  string,
  string,
  string,
];

const MEU_DINHEIRO: MeuDinheiroLine[] = [
  [
    '05/01/2026',
    '05/01/2026',
    'Receita',
    'Banco do Brasil',
    '',
    'Salário',
    'Empresa XYZ Ltda',
    'Salário',
    'Pessoal',
    '',
    5800,
    '',
    '',
    '',
  ],
  [
    '06/01/2026',
    '06/01/2026',
    'Despesa',
    'Banco do Brasil',
    '',
    'Aluguel janeiro',
    'Imobiliária Lar',
    'Moradia: Aluguel',
    'Pessoal',
    '',
    1500,
    '',
    '',
    '',
  ],
  [
    '08/01/2026',
    '08/01/2026',
    'Despesa',
    'Cartão Visa BB',
    '',
    'Compras do mês',
    'Supermercado Dia',
    'Alimentação: Supermercado',
    'Pessoal',
    '',
    298.4,
    '',
    '',
    '',
  ],
  [
    '10/01/2026',
    '10/01/2026',
    'Despesa',
    'Cartão Visa BB',
    '',
    'Uber',
    'Uber',
    'Transporte: Aplicativo',
    'Pessoal',
    '',
    18.9,
    '',
    '',
    '',
  ],
  [
    '15/01/2026',
    '15/01/2026',
    'Despesa',
    'Cartão Visa BB',
    '',
    'Smart TV 55"',
    'Magazine Luiza',
    'Casa: Eletrônicos',
    'Pessoal',
    '',
    249.9,
    '1/10',
    '',
    'Compra em 10x sem juros',
  ],
  [
    '18/01/2026',
    '18/01/2026',
    'Transferência',
    'Banco do Brasil',
    'Carteira',
    'Saque',
    '',
    '',
    '',
    '',
    300,
    '',
    '',
    '',
  ],
  [
    '20/01/2026',
    '20/01/2026',
    'Despesa',
    'Carteira',
    '',
    'Feira',
    'Feira livre',
    'Alimentação: Hortifruti',
    'Pessoal',
    '',
    62,
    '',
    'casa',
    '',
  ],
  [
    '25/01/2026',
    '25/01/2026',
    'Despesa',
    'Banco do Brasil',
    '',
    'Netflix',
    'Netflix',
    'Lazer: Assinaturas',
    'Pessoal',
    '',
    55.9,
    '',
    '',
    '',
  ],
  [
    '05/02/2026',
    '05/02/2026',
    'Receita',
    'Banco do Brasil',
    '',
    'Salário',
    'Empresa XYZ Ltda',
    'Salário',
    'Pessoal',
    '',
    5800,
    '',
    '',
    '',
  ],
  [
    '06/02/2026',
    '06/02/2026',
    'Despesa',
    'Banco do Brasil',
    '',
    'Aluguel fevereiro',
    'Imobiliária Lar',
    'Moradia: Aluguel',
    'Pessoal',
    '',
    1500,
    '',
    '',
    '',
  ],
  [
    '10/02/2026',
    '10/02/2026',
    'Transferência',
    'Banco do Brasil',
    'Cartão Visa BB',
    'Pagamento fatura',
    '',
    '',
    '',
    '',
    567.2,
    '',
    '',
    '',
  ],
  [
    '12/02/2026',
    '12/02/2026',
    'Despesa',
    'Cartão Visa BB',
    '',
    'iFood',
    'iFood',
    'Alimentação: Restaurante',
    'Pessoal',
    '',
    72.4,
    '',
    'delivery; fim de semana',
    '',
  ],
  [
    '15/02/2026',
    '15/02/2026',
    'Despesa',
    'Cartão Visa BB',
    '',
    'Smart TV 55"',
    'Magazine Luiza',
    'Casa: Eletrônicos',
    'Pessoal',
    '',
    249.9,
    '2/10',
    '',
    'Compra em 10x sem juros',
  ],
  [
    '16/02/2026',
    '16/02/2026',
    'Receita',
    'Cartão Visa BB',
    '',
    'Estorno iFood',
    'iFood',
    'Alimentação: Restaurante',
    'Pessoal',
    '',
    20,
    '',
    '',
    'Item faltando no pedido',
  ],
  [
    '25/02/2026',
    '25/02/2026',
    'Despesa',
    'Banco do Brasil',
    '',
    'Netflix',
    'Netflix',
    'Lazer: Assinaturas',
    'Pessoal',
    '',
    55.9,
    '',
    '',
    '',
  ],
  [
    '05/03/2026',
    '05/03/2026',
    'Receita',
    'Banco do Brasil',
    '',
    'Salário',
    'Empresa XYZ Ltda',
    'Salário',
    'Pessoal',
    '',
    5800,
    '',
    '',
    '',
  ],
  [
    '06/03/2026',
    '06/03/2026',
    'Despesa',
    'Banco do Brasil',
    '',
    'Aluguel março',
    'Imobiliária Lar',
    'Moradia: Aluguel',
    'Pessoal',
    '',
    1500,
    '',
    '',
    '',
  ],
  [
    '10/03/2026',
    '10/03/2026',
    'Despesa',
    'Cartão Visa BB',
    '',
    'Compras do mês',
    'Supermercado Dia',
    'Alimentação: Supermercado',
    'Pessoal',
    '',
    315.75,
    '',
    '',
    '',
  ],
  [
    '15/03/2026',
    '15/03/2026',
    'Despesa',
    'Cartão Visa BB',
    '',
    'Smart TV 55"',
    'Magazine Luiza',
    'Casa: Eletrônicos',
    'Pessoal',
    '',
    249.9,
    '3/10',
    '',
    'Compra em 10x sem juros',
  ],
  [
    '20/03/2026',
    '20/03/2026',
    'Despesa',
    'Banco do Brasil',
    '',
    'Hotel em Florianópolis',
    'Hotel Mar Azul',
    'Viagem: Hospedagem',
    'Pessoal',
    'Férias 2026',
    890,
    '',
    'viagem',
    '',
  ],
  [
    '28/03/2026',
    '',
    'Despesa',
    'Banco do Brasil',
    '',
    'Conta de luz',
    'Enel',
    'Moradia: Energia',
    'Pessoal',
    '',
    210.35,
    '',
    '',
    '',
  ],
  [
    '30/03/2026',
    '30/03/2026',
    'Transferência',
    'Banco do Brasil',
    'Poupança Caixa',
    'Reserva de emergência',
    '',
    '',
    '',
    '',
    500,
    '',
    '',
    '',
  ],
];

async function meuDinheiro(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lançamentos');
  sheet.addRow([
    'Data prevista',
    'Data efetiva',
    'Tipo',
    'Conta',
    'Conta transferência',
    'Descrição',
    'Favorecido',
    'Categoria',
    'Centro',
    'Projeto',
    'Valor',
    'Parcela',
    'Tags',
    'Observações',
  ]);
  for (const [planned, effective, ...rest] of MEU_DINHEIRO) {
    sheet.addRow([day(planned), effective === '' ? null : day(effective), ...rest]);
  }
  sheet.getColumn(1).numFmt = 'dd/mm/yyyy';
  sheet.getColumn(2).numFmt = 'dd/mm/yyyy';
  sheet.getColumn(11).numFmt = '#,##0.00';
  return stableBytes(workbook);
}

async function main() {
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
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  writeFileSync(join(here, 'actual.zip'), bytes);
  writeFileSync(join(here, 'actual.csv'), actualCsv());
  writeFileSync(join(here, 'firefly.csv'), fireflyCsv());
  writeFileSync(join(here, 'gnucash.csv'), gnucashFullCsv());
  writeFileSync(join(here, 'gnucash-simple.csv'), gnucashSimpleCsv());
  writeFileSync(join(here, 'organizze.xlsx'), await organizze());
  writeFileSync(join(here, 'meu-dinheiro.xlsx'), await meuDinheiro());
}

await main();
