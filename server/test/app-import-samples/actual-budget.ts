/**
 * The invented budget of Actual Budget's samples (SOURCES.md): its db.sqlite's schema, accounts, category groups,
 * categories, payees and transactions, written by actual.ts both as the "Export data" zip and as the CSV export.
 */

// The schema of Actual's db.sqlite as loot-core's init.sql and its migrations leave it (the tables the reader uses).
export const SCHEMA = `
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

export const ACCOUNTS = [
  ['acc-conta', 'Nubank Conta', 1],
  ['acc-cartao', 'Cartão Nubank', 2],
  ['acc-velha', 'Conta Antiga', 3, 1], // deleted: tombstone
] as const;

export const GROUPS = [
  ['grp-moradia', 'Moradia', 0],
  ['grp-alim', 'Alimentação', 0],
  ['grp-transp', 'Transporte', 0],
  ['grp-lazer', 'Lazer', 0],
  ['grp-renda', 'Renda', 1],
] as const;

export const CATEGORIES = [
  ['cat-aluguel', 'Aluguel', 'grp-moradia', 0],
  ['cat-casa', 'Casa', 'grp-moradia', 0],
  ['cat-mercado', 'Mercado', 'grp-alim', 0],
  ['cat-rest', 'Restaurantes', 'grp-alim', 0],
  ['cat-uber', 'Uber', 'grp-transp', 0],
  ['cat-netflix', 'Netflix', 'grp-lazer', 0],
  ['cat-salario', 'Salário', 'grp-renda', 1],
  ['cat-antiga', 'Categoria apagada', 'grp-lazer', 0, 1],
] as const;

export const PAYEES = [
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

export interface Tx {
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

export const TRANSACTIONS: Tx[] = [
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
