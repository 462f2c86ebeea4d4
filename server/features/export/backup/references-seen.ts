import type { ShareRow, SplitRow, TagLinkRow, TransactionRow } from '../transactions-repository';
import type { SettlementRow } from './household-repository';
import type { IncomeRow, TradeRow } from './variable-income-repository';
import type { AssetValuationRow, DebtPaymentRow, DebtPrepaymentRow, PositionRow } from './wealth-repository';

type Lists = Record<
  'categories' | 'tags' | 'payees' | 'goals' | 'recurring' | 'people',
  Array<{ id: number }>
> & {
  /** Absent, an account's currency is the real's (the tests' lists). */
  accounts: Array<{ id: number; currency?: string }>;
  settlements: SettlementRow[];
  positions: PositionRow[];
  debts: Array<{ id: number }>;
  debtPrepayments: Array<Pick<DebtPrepaymentRow, 'debtId' | 'transactionId'>>;
  debtPayments: Array<Pick<DebtPaymentRow, 'debtId' | 'transactionId'>>;
  assets: Array<{ id: number }>;
  assetValuations: Array<Pick<AssetValuationRow, 'assetId'>>;
  variableIncomeHoldings: Array<{ id: number; accountId: number }>;
  variableIncomeTrades: Array<
    Pick<TradeRow, 'holdingId' | 'cashAccountId' | 'transferId' | 'gainTransactionId'>
  >;
  variableIncomeIncomes: Array<Pick<IncomeRow, 'holdingId' | 'transactionId'>>;
  /** The holdings the prices name (the prices themselves are written as text as they are read). */
  pricedHoldings: Iterable<number>;
};

/** What the backup writes beside a transaction: its split parts, tags and people's shares. */
export interface TransactionParts {
  splits?: SplitRow[];
  tagLinks?: TagLinkRow[];
  shares?: ShareRow[];
}

/**
 * What the transactions read page by page point at, to check against the lists read after them: the part of the
 * restore's checks (check-references.ts) that two reads at different moments could break. A page is read in one
 * step with its split parts, tags and shares, so the rules within a transaction hold by themselves.
 */
export class ReferencesSeen {
  private readonly ids = {
    accounts: new Set<number>(),
    categories: new Set<number>(),
    tags: new Set<number>(),
    payees: new Set<number>(),
    goals: new Set<number>(),
    recurring: new Set<number>(),
    // Only the people a share names must be there: who typed or paid a row may be a person deleted since, whom
    // the restore reads as no one (as the book does).
    people: new Set<number>(),
  };
  /** Who typed or paid a row: listed in the document when they still exist. */
  private readonly named = new Set<number>();
  /** Transfer id -> its legs' signed cents (an outgoing leg negative); a whole transfer adds up to zero. */
  /** Each transfer's legs: the signed amount (an outflow negative) and its account. */
  private readonly transfers = new Map<string, Array<{ amount: number; accountId: number }>>();
  /** Every transaction written: the expenses the debts' payments and prepayments name must be among them. */
  private readonly transactions = new Set<number>();

  transaction(row: TransactionRow, { splits = [], tagLinks = [], shares = [] }: TransactionParts): void {
    const add = (set: Set<number>, id: number | null) => {
      if (id !== null) set.add(id);
    };
    this.transactions.add(row.id);
    add(this.ids.accounts, row.accountId);
    add(this.ids.categories, row.categoryId);
    add(this.ids.payees, row.payeeId);
    add(this.ids.goals, row.goalId);
    add(this.ids.recurring, row.recurringId);
    add(this.named, row.createdBy);
    add(this.named, row.paidBy);
    for (const split of splits) {
      add(this.ids.categories, split.categoryId);
      add(this.ids.payees, split.payeeId);
    }
    for (const link of tagLinks) add(this.ids.tags, link.tagId);
    for (const share of shares) add(this.ids.people, share.userId);
    // A transfer between two books has one leg here: whole by itself.
    if (row.transferId !== null && row.otherBookId === null) {
      const legs = this.transfers.get(row.transferId) ?? [];
      legs.push({ amount: row.type === 'DESPESA' ? -row.amount : row.amount, accountId: row.accountId });
      this.transfers.set(row.transferId, legs);
    }
  }

  /** Every person the rows and these acertos name, for the document's `people`. */
  people(settlements: SettlementRow[]): number[] {
    const ids = new Set([...this.named, ...this.ids.people]);
    for (const s of settlements) {
      ids.add(s.fromUserId);
      ids.add(s.toUserId);
      if (s.createdBy !== null) ids.add(s.createdBy);
    }
    return [...ids];
  }

  /**
   * True when every reference is in the lists, every transfer has its two legs of the same amount, and every
   * acerto's and position's transfer is among them. The positions are read in the lists' step, so their accounts
   * are there by themselves (checked all the same); a position applied after the pages were read names a transfer
   * the pages do not have. So does an instalment paid or a prepayment made after them, with its expense: the restore
   * would read it as unpaid, or paid by nothing.
   */
  allIn(lists: Lists): boolean {
    for (const [list, seen] of Object.entries(this.ids) as Array<[keyof typeof this.ids, Set<number>]>) {
      const present = new Set(lists[list].map((row) => row.id));
      for (const id of seen) if (!present.has(id)) return false;
    }
    // Of one amount when both accounts are of one currency; between two currencies, each its own, one in, one out.
    const currencies = new Map(lists.accounts.map((row) => [row.id, row.currency ?? 'BRL']));
    for (const [a, b, ...more] of this.transfers.values()) {
      if (a === undefined || b === undefined || more.length > 0 || a.amount === 0 || b.amount === 0)
        return false;
      const oneCurrency = currencies.get(a.accountId) === currencies.get(b.accountId);
      if (oneCurrency ? a.amount + b.amount !== 0 : Math.sign(a.amount) === Math.sign(b.amount)) return false;
    }
    const accounts = new Set(lists.accounts.map((row) => row.id));
    // Read in steps before their debts' and bens' (backup-document.ts): a debt or a bem deleted in between is absent.
    const debts = new Set(lists.debts.map((row) => row.id));
    const assets = new Set(lists.assets.map((row) => row.id));
    // So are renda variável's trades, incomes and prices before their holdings; a trade recorded after the pages
    // names a transfer or a gain row they do not have, as does an income its row.
    const holdings = new Set(lists.variableIncomeHoldings.map((row) => row.id));
    const transferIn = (id: string | null) => id === null || this.transfers.has(id);
    const transactionIn = (id: number | null) => id === null || this.transactions.has(id);
    const accountIn = (id: number | null) => id === null || accounts.has(id);
    for (const id of lists.pricedHoldings) if (!holdings.has(id)) return false;
    return (
      lists.settlements.every((s) => transferIn(s.transferId)) &&
      lists.positions.every((p) => accounts.has(p.accountId) && transferIn(p.applicationTransferId)) &&
      lists.debtPrepayments.every((p) => debts.has(p.debtId) && transactionIn(p.transactionId)) &&
      lists.debtPayments.every((p) => debts.has(p.debtId) && transactionIn(p.transactionId)) &&
      lists.assetValuations.every((v) => assets.has(v.assetId)) &&
      lists.variableIncomeHoldings.every((h) => accounts.has(h.accountId)) &&
      lists.variableIncomeTrades.every(
        (t) =>
          holdings.has(t.holdingId) &&
          accountIn(t.cashAccountId) &&
          transferIn(t.transferId) &&
          transactionIn(t.gainTransactionId),
      ) &&
      lists.variableIncomeIncomes.every((i) => holdings.has(i.holdingId) && transactionIn(i.transactionId))
    );
  }
}
