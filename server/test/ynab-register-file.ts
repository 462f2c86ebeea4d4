/**
 * A large YNAB register export (server/features/app-import/readers/ynab.ts, written as app-import-samples/ynab.csv is): years of
 * a Brazilian household's history in four accounts, with transfers written as YNAB writes them (one line in each
 * account), expenses under 'Grupo: Categoria' and incomes to 'Inflow: Ready to Assign'. For the bench's import of
 * another app's file (scripts/bench) and the test that other people are answered while one is written.
 */

/** The file's accounts: the checking one takes the name of the account an empty bench person already has. */
export const YNAB_ACCOUNTS = {
  checking: 'Conta Corrente',
  savings: 'Poupança',
  card: 'Cartão Nubank',
  cash: 'Carteira',
} as const;

/** What a new card needs in the import's settings (settings.accounts[name]). */
export const YNAB_CARD_TERMS = {
  type: 'credit_card',
  closing_day: 3,
  due_day: 10,
  credit_limit: 15_000,
} as const;

/** Expenses: group, category, payees, typical cents. Each group is a parent, each category its subcategory. */
const EXPENSES: Array<[string, string, string[], number]> = [
  ['Alimentação', 'Supermercado', ['Pão de Açúcar', 'Carrefour', 'Atacadão', 'Assaí', 'Dia'], 18_000],
  ['Alimentação', 'Restaurantes', ['Outback', 'Coco Bambu', 'Restaurante Sabor Caseiro', 'Madero'], 7_000],
  ['Alimentação', 'Delivery', ['iFood', 'Rappi', 'Zé Delivery'], 5_500],
  ['Alimentação', 'Padaria', ['Padaria Santa Luzia', 'Padaria Pão Quente', 'Casa do Pão'], 2_000],
  ['Transporte', 'Combustível', ['Posto Ipiranga', 'Posto Shell', 'Posto BR'], 20_000],
  ['Transporte', 'Aplicativos', ['Uber', '99', 'InDrive'], 2_800],
  ['Transporte', 'Estacionamento', ['Estapar', 'Zona Azul', 'Estacionamento Centro'], 1_800],
  ['Moradia', 'Aluguel', ['Imobiliária Lar'], 180_000],
  ['Moradia', 'Condomínio', ['Condomínio Edifício Aurora'], 60_000],
  ['Moradia', 'Energia', ['Enel', 'CEMIG', 'Light'], 18_000],
  ['Moradia', 'Internet', ['Vivo Fibra', 'Claro NET'], 11_990],
  ['Saúde', 'Farmácia', ['Drogasil', 'Droga Raia', 'Pague Menos'], 6_000],
  ['Saúde', 'Consultas', ['Clínica São Lucas', 'Dr. Ricardo Alves', 'Laboratório Fleury'], 25_000],
  ['Lazer', 'Streaming', ['Netflix', 'Spotify', 'Disney+', 'Globoplay'], 4_590],
  ['Lazer', 'Cinema', ['Cinemark', 'Kinoplex'], 5_000],
  ['Lazer', 'Viagens', ['Azul Linhas Aéreas', 'Booking.com', 'CVC'], 90_000],
  ['Compras', 'Roupas', ['Renner', 'C&A', 'Riachuelo', 'Zara'], 16_000],
  ['Compras', 'Casa', ['Leroy Merlin', 'Tok&Stok', 'Magazine Luiza'], 15_000],
  ['Pets', 'Pet shop', ['Petz', 'Cobasi', 'Pet Shop Amigo Fiel'], 12_000],
  ['Educação', 'Cursos', ['Alura', 'Udemy', 'Escola de Idiomas Fisk'], 30_000],
];

const INCOMES: Array<[string, number]> = [
  ['Empresa XYZ Ltda', 650_000],
  ['Cliente Freelance', 180_000],
  ['Rendimento Poupança', 4_000],
  ['Reembolso', 9_000],
];

export interface YnabRegisterFile {
  /** The CSV with YNAB's byte-order mark. */
  content: string;
  /** Lines under the header. */
  lines: number;
  /** What the reader makes of them: a transfer's two lines are one row. */
  rows: number;
  transfers: number;
  /** Rows under a subcategory (every expense). */
  categorized: number;
}

/** A small seeded generator (mulberry32): the same seed, the same file. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

/** 'R$1.234,56', as a plan in reais writes it. */
function reais(cents: number): string {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$${whole},${String(cents % 100).padStart(2, '0')}`;
}

/** dd/mm/yyyy of the ISO date `days` before `today`. */
function dayBefore(today: string, days: number): string {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  const iso = d.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

const quoted = (cells: string[]) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',');

/**
 * `lines` lines of register over `years` years up to `today` (ISO). About one line in ten is half of a transfer
 * (the card's bill and the savings from the checking account, cash withdrawn); expenses are spread over the four
 * accounts, incomes go to the checking account. Amounts vary to the cent so no two lines read as one.
 */
export function ynabRegisterFile(
  lines: number,
  today: string,
  years: number,
  seed: number,
): YnabRegisterFile {
  const random = randomOf(seed);
  const span = Math.max(1, Math.round(years * 365));
  const out = [
    quoted([
      'Account',
      'Flag',
      'Date',
      'Payee',
      'Category Group/Category',
      'Category Group',
      'Category',
      'Memo',
      'Outflow',
      'Inflow',
      'Cleared',
    ]),
  ];
  const line = (
    account: string,
    date: string,
    payee: string,
    group: string,
    category: string,
    memo: string,
    signedCents: number,
  ) => {
    const cleared = random.next() < 0.05 ? 'Uncleared' : random.next() < 0.3 ? 'Reconciled' : 'Cleared';
    const flag = random.next() < 0.03 ? random.pick(['Red', 'Blue', 'Purple']) : '';
    out.push(
      quoted([
        account,
        flag,
        date,
        payee,
        group === '' ? '' : `${group}: ${category}`,
        group,
        category,
        memo,
        reais(signedCents < 0 ? -signedCents : 0),
        reais(signedCents > 0 ? signedCents : 0),
        cleared,
      ]),
    );
  };
  const { checking, savings, card, cash } = YNAB_ACCOUNTS;
  const spending = [checking, checking, card, card, card, cash];
  let transfers = 0;
  let categorized = 0;
  while (out.length - 1 < lines) {
    const date = dayBefore(today, random.int(0, span));
    const roll = random.next();
    if (roll < 0.05 && out.length + 1 < lines) {
      const [to, memo] = random.pick([
        [card, 'Pagamento da fatura'],
        [savings, 'Reserva'],
        [cash, 'Saque'],
      ] as const);
      const cents = random.int(5_000, 300_000);
      line(checking, date, `Transfer : ${to}`, '', '', memo, -cents);
      line(to, date, `Transfer : ${checking}`, '', '', memo, cents);
      transfers++;
      continue;
    }
    if (roll < 0.15) {
      const [payee, typical] = random.pick(INCOMES);
      const cents = Math.max(1, Math.round(typical * (0.6 + random.next() * 0.8)));
      line(checking, date, payee, 'Inflow', 'Ready to Assign', '', cents);
      continue;
    }
    const [group, category, payees, typical] = random.pick(EXPENSES);
    const cents = Math.max(1, Math.round(typical * (0.3 + random.next() * 1.4)));
    const memo =
      random.next() < 0.2 ? random.pick(['Compra do mês', 'Presente', 'Dividido com a Ana', 'Promoção']) : '';
    line(random.pick(spending), date, random.pick(payees), group, category, memo, -cents);
    categorized++;
  }
  const written = out.length - 1;
  return {
    content: `\ufeff${out.join('\n')}\n`,
    lines: written,
    rows: written - transfers,
    transfers,
    categorized,
  };
}
