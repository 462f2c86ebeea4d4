import { expect } from 'vitest';
import { actingAs, succeeded, type TestUser } from '../../test/factories';
import type { TestContext } from '../../test/test-app';

/**
 * A known ledger for the dashboard and report tests: three months of incomes and expenses with payees, tags and
 * split expenses (one of them wholly split), an archived account, transfers and a goal contribution. The tests
 * compute every expected figure from this list in cents, apart from the server.
 */
export type AccountKey = 'corrente' | 'poupanca' | 'cartao' | 'antiga';

export interface SeedSplit {
  cents: number;
  category: string | null;
  payee?: string;
}

export interface SeedTx {
  description: string;
  type: 'RECEITA' | 'DESPESA';
  cents: number;
  date: string;
  account: AccountKey;
  category: string | null;
  payee: string | null;
  tags: string[];
  splits?: SeedSplit[];
}

export interface SeedTransfer {
  date: string;
  cents: number;
  from: AccountKey;
  to: AccountKey;
  goal?: boolean;
}

export const ACCOUNTS: Record<AccountKey, { name: string; type: string; openingCents: number }> = {
  corrente: { name: 'Conta Corrente', type: 'checking', openingCents: 100_000 },
  poupanca: { name: 'Poupança', type: 'savings', openingCents: 50_000 },
  cartao: { name: 'Cartão', type: 'credit_card', openingCents: 0 },
  antiga: { name: 'Conta Antiga', type: 'cash', openingCents: 30_000 },
};
export const ARCHIVED: AccountKey = 'antiga';

export const INCOME_CATEGORIES = ['Salário', 'Freelance'];
export const EXPENSE_CATEGORIES = [
  'Mercado',
  'Farmácia',
  'Transporte',
  'Lazer',
  'Moradia',
  'Saúde',
  'Educação',
  'Pets',
];

export const TRANSACTIONS: SeedTx[] = [
  // November 2026
  {
    description: 'Salário novembro',
    type: 'RECEITA',
    cents: 500_000,
    date: '2026-11-05',
    account: 'corrente',
    category: 'Salário',
    payee: 'Empresa X',
    tags: [],
  },
  {
    description: 'Projeto site',
    type: 'RECEITA',
    cents: 120_050,
    date: '2026-11-18',
    account: 'poupanca',
    category: 'Freelance',
    payee: 'Cliente Ágil',
    tags: ['Trabalho'],
  },
  {
    description: 'Rendimento',
    type: 'RECEITA',
    cents: 1_025,
    date: '2026-11-30',
    account: 'poupanca',
    category: null,
    payee: null,
    tags: [],
  },
  {
    description: 'Supermercado',
    type: 'DESPESA',
    cents: 45_030,
    date: '2026-11-02',
    account: 'corrente',
    category: 'Mercado',
    payee: 'Pão de Açúcar',
    tags: ['Casa', 'Mensal'],
    splits: [
      { cents: 8_010, category: 'Farmácia' },
      { cents: 2_000, category: null },
    ],
  },
  {
    description: 'Aluguel',
    type: 'DESPESA',
    cents: 180_000,
    date: '2026-11-10',
    account: 'corrente',
    category: 'Moradia',
    payee: 'Imobiliária Sol',
    tags: ['Casa', 'Mensal'],
  },
  {
    description: 'Uber',
    type: 'DESPESA',
    cents: 3_590,
    date: '2026-11-11',
    account: 'cartao',
    category: 'Transporte',
    payee: 'Uber',
    tags: [],
  },
  {
    description: 'Cinema',
    type: 'DESPESA',
    cents: 6_000,
    date: '2026-11-15',
    account: 'cartao',
    category: 'Lazer',
    payee: 'Cinemark',
    tags: ['Diversão'],
  },
  {
    description: 'Consulta',
    type: 'DESPESA',
    cents: 25_000,
    date: '2026-11-20',
    account: 'corrente',
    category: 'Saúde',
    payee: null,
    tags: [],
  },
  {
    description: 'Curso online',
    type: 'DESPESA',
    cents: 19_999,
    date: '2026-11-21',
    account: 'cartao',
    category: 'Educação',
    payee: 'Alura',
    tags: [],
  },
  {
    description: 'Ração',
    type: 'DESPESA',
    cents: 8_990,
    date: '2026-11-25',
    account: 'corrente',
    category: 'Pets',
    payee: 'Petz',
    tags: ['Casa'],
  },
  {
    // No description: the top lists name it by its payee.
    description: '',
    type: 'DESPESA',
    cents: 1_500,
    date: '2026-11-26',
    account: 'corrente',
    category: null,
    payee: 'Padaria',
    tags: [],
  },
  {
    description: 'Farmácia e mercado',
    type: 'DESPESA',
    cents: 10_000,
    date: '2026-11-28',
    account: 'corrente',
    category: 'Mercado',
    payee: 'Pão de Açúcar',
    tags: [],
    // Wholly split: nothing stays in the transaction's own category.
    splits: [
      { cents: 6_000, category: 'Farmácia', payee: 'Drogasil' },
      { cents: 4_000, category: 'Mercado' },
    ],
  },
  {
    description: 'Uber volta',
    type: 'DESPESA',
    cents: 2_210,
    date: '2026-11-30',
    account: 'cartao',
    category: 'Transporte',
    payee: 'Uber',
    tags: [],
  },
  {
    description: 'Lanche',
    type: 'DESPESA',
    cents: 1_234,
    date: '2026-11-03',
    account: 'antiga',
    category: 'Lazer',
    payee: null,
    tags: [],
  },
  // October 2026
  {
    description: 'Salário outubro',
    type: 'RECEITA',
    cents: 500_000,
    date: '2026-10-05',
    account: 'corrente',
    category: 'Salário',
    payee: 'Empresa X',
    tags: [],
  },
  {
    description: 'Mercado outubro',
    type: 'DESPESA',
    cents: 61_045,
    date: '2026-10-12',
    account: 'corrente',
    category: 'Mercado',
    payee: 'Pão de Açúcar',
    tags: ['Mensal'],
  },
  {
    description: 'Aluguel outubro',
    type: 'DESPESA',
    cents: 180_000,
    date: '2026-10-10',
    account: 'corrente',
    category: 'Moradia',
    payee: 'Imobiliária Sol',
    tags: [],
  },
  {
    description: 'Padaria outubro',
    type: 'DESPESA',
    cents: 999,
    date: '2026-10-31',
    account: 'corrente',
    category: null,
    payee: null,
    tags: [],
  },
  // September 2026
  {
    description: 'Bônus',
    type: 'RECEITA',
    cents: 70_000,
    date: '2026-09-30',
    account: 'corrente',
    category: 'Freelance',
    payee: null,
    tags: [],
  },
  {
    description: 'Farmácia setembro',
    type: 'DESPESA',
    cents: 4_567,
    date: '2026-09-01',
    account: 'corrente',
    category: 'Farmácia',
    payee: null,
    tags: [],
  },
  // December 2026: after the periods asked, only balances see it.
  {
    description: 'Salário dezembro',
    type: 'RECEITA',
    cents: 500_000,
    date: '2026-12-01',
    account: 'corrente',
    category: 'Salário',
    payee: 'Empresa X',
    tags: [],
  },
];

export const TRANSFERS: SeedTransfer[] = [
  { date: '2026-11-08', cents: 30_000, from: 'corrente', to: 'poupanca' },
  { date: '2026-10-20', cents: 5_000, from: 'poupanca', to: 'corrente' },
  { date: '2026-11-12', cents: 20_000, from: 'corrente', to: 'poupanca', goal: true },
];

export interface Line {
  type: 'RECEITA' | 'DESPESA';
  date: string;
  cents: number;
  category: string | null;
  payee: string | null;
  tags: string[];
  tx: SeedTx;
}

/** Each transaction as money by category: split parts under their own, the rest under the transaction's. */
export function linesOf(txs: SeedTx[] = TRANSACTIONS): Line[] {
  const lines: Line[] = [];
  for (const tx of txs) {
    const base = { type: tx.type, date: tx.date, tags: tx.tags, tx };
    let rest = tx.cents;
    for (const s of tx.splits ?? []) {
      lines.push({ ...base, cents: s.cents, category: s.category, payee: s.payee ?? tx.payee });
      rest -= s.cents;
    }
    if (rest > 0) lines.push({ ...base, cents: rest, category: tx.category, payee: tx.payee });
  }
  return lines;
}

export const inPeriod = (date: string, from: string, to: string) => date >= from && date <= to;

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export interface SeededLedger {
  accountIds: Record<AccountKey, number>;
  categoryIds: Map<string, number>;
  tagIds: Map<string, number>;
  payeeIds: Map<string, number>;
}

/** Writes the ledger through the API as the user. */
export async function seedLedger(ctx: TestContext, user: TestUser): Promise<SeededLedger> {
  const as = actingAs(ctx, user);
  const accountIds = {} as Record<AccountKey, number>;
  for (const [key, a] of Object.entries(ACCOUNTS) as Array<[AccountKey, (typeof ACCOUNTS)[AccountKey]]>) {
    accountIds[key] = (
      await succeeded(
        as.post('/accounts', { name: a.name, type: a.type, opening_balance: a.openingCents / 100 }),
      )
    ).id;
  }
  const categoryIds = new Map<string, number>();
  for (const nome of INCOME_CATEGORIES)
    categoryIds.set(nome, (await succeeded(as.post('/categories', { nome, tipo: 'receita' }))).id);
  for (const nome of EXPENSE_CATEGORIES)
    categoryIds.set(nome, (await succeeded(as.post('/categories', { nome, tipo: 'despesa' }))).id);
  const payeeIds = new Map<string, number>();
  payeeIds.set('Drogasil', (await succeeded(as.post('/payees', { name: 'Drogasil' }))).id);

  const id = (name: string | null) => (name === null ? null : categoryIds.get(name));
  for (const tx of TRANSACTIONS) {
    await succeeded(
      as.post('/transactions', {
        description: tx.description,
        type: tx.type,
        amount: tx.cents / 100,
        date: tx.date,
        accountId: accountIds[tx.account],
        categoryId: id(tx.category),
        payeeName: tx.payee ?? undefined,
        tagNames: tx.tags,
        splits: tx.splits?.map((s) => ({
          amount: s.cents / 100,
          categoryId: id(s.category),
          payeeId: s.payee ? payeeIds.get(s.payee) : undefined,
        })),
      }),
    );
  }
  const goal = await succeeded(as.post('/goals', { name: 'Viagem', target_amount: 5000 }));
  for (const t of TRANSFERS) {
    if (t.goal) {
      await succeeded(
        as.post('/goals/contribute', {
          id: goal.id,
          amount: t.cents / 100,
          date: t.date,
          account_id: accountIds[t.to],
          source_account_id: accountIds[t.from],
        }),
      );
    } else {
      await succeeded(
        as.post('/transfers', {
          date: t.date,
          amount: t.cents / 100,
          fromAccountId: accountIds[t.from],
          toAccountId: accountIds[t.to],
        }),
      );
    }
  }
  await succeeded(as.post('/accounts/archive', { id: accountIds[ARCHIVED] }));

  const tagIds = new Map<string, number>();
  for (const t of (await as.get('/tags')).body.data as Array<{ id: number; name: string }>)
    tagIds.set(t.name, t.id);
  for (const p of (await as.get('/payees')).body.data as Array<{ id: number; name: string }>)
    payeeIds.set(p.name, p.id);
  return { accountIds, categoryIds, tagIds, payeeIds };
}

/** Another person's ledger in the same months, which must never show up in the first person's figures. */
export async function seedStranger(ctx: TestContext, user: TestUser): Promise<void> {
  const as = actingAs(ctx, user);
  const account = (await as.post('/accounts', { name: 'Conta Corrente', opening_balance: 777 })).body.data;
  const category = (await as.post('/categories', { nome: 'Mercado', tipo: 'despesa' })).body.data;
  for (const [type, amount] of [
    ['RECEITA', 999.99],
    ['DESPESA', 111.11],
  ] as const) {
    const res = await as.post('/transactions', {
      description: 'Alheia',
      type,
      amount,
      date: '2026-11-15',
      accountId: account.id,
      categoryId: type === 'DESPESA' ? category.id : undefined,
      payeeName: 'Pão de Açúcar',
      tagNames: ['Casa'],
    });
    expect(res.status).toBe(201);
  }
  await as.post('/budgets', { categoryId: category.id, month: '2026-11-01', amount: 50 });
  await as.post('/recurring', { account_id: account.id, amount: 10, due_day: 5, description: 'Alheio' });
}
