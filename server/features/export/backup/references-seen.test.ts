import { describe, expect, it } from 'vitest';
import type { TransactionRow } from '../transactions-repository';
import { ReferencesSeen } from './references-seen';
import type { IncomeRow, TradeRow } from './variable-income-repository';
import type { PositionRow } from './wealth-repository';

const leg = (id: number, type: 'RECEITA' | 'DESPESA', transferId: string | null) =>
  ({
    id,
    accountId: type === 'DESPESA' ? 1 : 2,
    type,
    amount: 1000,
    transferId,
    otherBookId: null,
    categoryId: null,
    payeeId: null,
    goalId: null,
    recurringId: null,
    createdBy: null,
    paidBy: null,
  }) as TransactionRow;

const position = (accountId: number, applicationTransferId: string | null) =>
  ({ id: 1, accountId, applicationTransferId }) as PositionRow;

type Trade = Pick<TradeRow, 'holdingId' | 'cashAccountId' | 'transferId' | 'gainTransactionId'>;
/** A compra of holding 1 paid from account 1 by transfer-a, unless told otherwise. */
const trade = (change: Partial<Trade> = {}): Trade => ({
  holdingId: 1,
  cashAccountId: 1,
  transferId: 'transfer-a',
  gainTransactionId: null,
  ...change,
});

/**
 * Debt 1, bem 1 and holding 1 (in account 2) are listed; the payments, prepayments, valuations, trades, incomes and
 * prices name them unless told otherwise.
 */
const lists = (
  positions: PositionRow[],
  debtExpenses: {
    prepayments?: Array<number | null>;
    payments?: number[];
    debtId?: number;
    valuationsOf?: number[];
    trades?: Trade[];
    incomes?: Array<Pick<IncomeRow, 'holdingId' | 'transactionId'>>;
    pricedHoldings?: number[];
    holdingAccount?: number;
  } = {},
) => ({
  accounts: [{ id: 1 }, { id: 2 }],
  categories: [],
  tags: [],
  payees: [],
  goals: [],
  recurring: [],
  people: [],
  settlements: [],
  positions,
  debts: [{ id: 1 }],
  debtPrepayments: (debtExpenses.prepayments ?? []).map((transactionId) => ({
    debtId: debtExpenses.debtId ?? 1,
    transactionId,
  })),
  debtPayments: (debtExpenses.payments ?? []).map((transactionId) => ({
    debtId: debtExpenses.debtId ?? 1,
    transactionId,
  })),
  assets: [{ id: 1 }],
  assetValuations: (debtExpenses.valuationsOf ?? []).map((assetId) => ({ assetId })),
  variableIncomeHoldings: [{ id: 1, accountId: debtExpenses.holdingAccount ?? 2 }],
  variableIncomeTrades: debtExpenses.trades ?? [],
  variableIncomeIncomes: debtExpenses.incomes ?? [],
  pricedHoldings: debtExpenses.pricedHoldings ?? [],
});

describe('what the export saw in the transactions, against the lists read after them', () => {
  const seen = new ReferencesSeen();
  seen.transaction(leg(1, 'DESPESA', 'transfer-a'), {});
  seen.transaction(leg(2, 'RECEITA', 'transfer-a'), {});

  it('takes a position whose account is listed and whose application transfer was read', () => {
    expect(seen.allIn(lists([position(2, 'transfer-a'), position(2, null)]))).toBe(true);
  });

  it('reads again when a position was applied after the pages (its transfer is not among them)', () => {
    expect(seen.allIn(lists([position(2, 'transfer-b')]))).toBe(false);
  });

  it('reads again when a position names an account not listed', () => {
    expect(seen.allIn(lists([position(9, null)]))).toBe(false);
  });

  it("takes a debt's payment and prepayment whose expenses were read, and a prepayment paid by nothing", () => {
    expect(seen.allIn(lists([], { prepayments: [1, null], payments: [2] }))).toBe(true);
  });

  it('reads again when an instalment was paid or a prepayment made after the pages (its expense not among them)', () => {
    expect(seen.allIn(lists([], { payments: [3] }))).toBe(false);
    expect(seen.allIn(lists([], { prepayments: [3] }))).toBe(false);
  });

  it('reads again when a debt or a bem was deleted after its rows were read (they name one not listed)', () => {
    expect(seen.allIn(lists([], { payments: [2], valuationsOf: [1] }))).toBe(true);
    expect(seen.allIn(lists([], { payments: [2], debtId: 7 }))).toBe(false);
    expect(seen.allIn(lists([], { prepayments: [null], debtId: 7 }))).toBe(false);
    expect(seen.allIn(lists([], { valuationsOf: [7] }))).toBe(false);
  });

  it('takes renda variável whose holding, accounts, transfer and rows were read', () => {
    const trades = [trade(), trade({ cashAccountId: null, transferId: null, gainTransactionId: 2 })];
    const incomes = [
      { holdingId: 1, transactionId: 1 },
      { holdingId: 1, transactionId: null },
    ];
    expect(seen.allIn(lists([], { trades, incomes, pricedHoldings: [1] }))).toBe(true);
  });

  it('reads again when a trade or an income was recorded after the pages, or a holding or an account deleted', () => {
    expect(seen.allIn(lists([], { trades: [trade({ transferId: 'transfer-b' })] }))).toBe(false);
    expect(seen.allIn(lists([], { trades: [trade({ gainTransactionId: 3 })] }))).toBe(false);
    expect(seen.allIn(lists([], { incomes: [{ holdingId: 1, transactionId: 3 }] }))).toBe(false);
    expect(seen.allIn(lists([], { trades: [trade({ holdingId: 7 })] }))).toBe(false);
    expect(seen.allIn(lists([], { trades: [trade({ cashAccountId: 9 })] }))).toBe(false);
    expect(seen.allIn(lists([], { incomes: [{ holdingId: 7, transactionId: null }] }))).toBe(false);
    expect(seen.allIn(lists([], { pricedHoldings: [7] }))).toBe(false);
    expect(seen.allIn(lists([], { holdingAccount: 9 }))).toBe(false);
  });
});

describe("a transfer's legs, against the accounts' currencies", () => {
  const seen = new ReferencesSeen();
  seen.transaction(leg(1, 'DESPESA', 'transfer-a'), {});
  seen.transaction({ ...leg(2, 'RECEITA', 'transfer-a'), amount: 180 }, {});

  it('takes legs of two amounts between accounts of two currencies (R$ 10,00 became US$ 1,80)', () => {
    expect(
      seen.allIn({
        ...lists([]),
        accounts: [
          { id: 1, currency: 'BRL' },
          { id: 2, currency: 'USD' },
        ],
      }),
    ).toBe(true);
  });

  it('reads again when legs of one currency differ (a change between the pages)', () => {
    expect(seen.allIn(lists([]))).toBe(false);
  });
});
