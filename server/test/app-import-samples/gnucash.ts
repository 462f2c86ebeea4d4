/**
 * GnuCash's two samples from one invented book: "Export Transactions to CSV" in its full layout (gnucash.csv) and in
 * its simple one (gnucash-simple.csv), as SOURCES.md describes them.
 */

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

export function gnucashFullCsv(): string {
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

export function gnucashSimpleCsv(): string {
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
