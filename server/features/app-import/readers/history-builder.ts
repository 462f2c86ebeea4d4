import type { StatementError } from '../../../../common/csv';
import type { DayOrderFound } from '../../../../common/dates';
import { accountKindOf } from './account-kind';
import type {
  AppAccount,
  AppAccountKind,
  AppCategory,
  AppCategoryRef,
  AppHistory,
  AppRow,
  SourceApp,
} from './types';

/** One line of a transfer as the app wrote it: signed as the money moved in `account`. */
export interface TransferLeg extends Omit<AppRow, 'type' | 'amountCents' | 'destination'> {
  signedCents: number;
  /** The other account when the line names it (YNAB's 'Transfer : Poupança', QIF's '[Poupança]'). */
  other?: string;
  /** The app's own id of the pair (Actual's transferred_id): the two lines pair by it instead of date and amount. */
  link?: string;
}

interface CategoryTally {
  ref: AppCategoryRef;
  receita: number;
  despesa: number;
  /** The app's own list (AppRow.categoryType): the category's type whatever the money under it. */
  fixed?: 'receita' | 'despesa';
}

interface KnownAccount extends AppAccount {
  /** The kind came from the file, not from the name. */
  given: boolean;
}

/**
 * Collects what a reader finds and answers the AppHistory: accounts in the order first met, categories typed by
 * the app's own list when it says (AppRow.categoryType), else by the money under them (the majority of their rows
 * and their children's; a tie is despesa), rows in the file's
 * order, the two lines of a transfer paired into one row.
 */
export class HistoryBuilder {
  private readonly accounts = new Map<string, KnownAccount>();
  private readonly categories = new Map<string, CategoryTally>();
  private readonly rows: AppRow[] = [];
  private readonly legs: TransferLeg[] = [];
  private readonly openings = new Map<string, number>();
  readonly errors: StatementError[] = [];
  /** How the file's free-form dates were read (readers of QIF and YNAB set it): the preview asks when undecided. */
  dayOrder?: DayOrderFound;

  /** `errors`: what the file's reading already found (an unclosed quote). */
  constructor(
    private readonly app: SourceApp,
    errors: StatementError[] = [],
  ) {
    this.errors.push(...errors);
  }

  error(line: number, message: string): void {
    this.errors.push({ line, message });
  }

  /** An account; a kind the file says replaces one guessed from the name, and a 'checking' the file said. */
  account(name: string, kind?: AppAccountKind): void {
    const known = this.accounts.get(name);
    if (!known)
      this.accounts.set(name, { name, kind: kind ?? accountKindOf(name), given: kind !== undefined });
    else if (kind !== undefined && (!known.given || known.kind === 'checking')) {
      known.kind = kind;
      known.given = true;
    }
  }

  hasAccount(name: string): boolean {
    return this.accounts.has(name);
  }

  row(row: AppRow): void {
    this.account(row.account);
    if (row.destination !== undefined) this.account(row.destination);
    if (row.category && row.type !== 'TRANSFER')
      this.tally(row.category, row.type === 'RECEITA', row.categoryType);
    this.rows.push(row);
  }

  /** The money `account` held when the app started following it (signed): its opening balance, never a row. */
  opening(account: string, cents: number): void {
    this.account(account);
    this.openings.set(account, (this.openings.get(account) ?? 0) + cents);
  }

  transferLeg(leg: TransferLeg): void {
    this.account(leg.account);
    if (leg.other !== undefined) this.account(leg.other);
    this.legs.push(leg);
  }

  /** A category known before any money falls under it (Actual's tables, QIF's !Type:Cat): typed by the app's flag. */
  declareCategory(ref: AppCategoryRef, income: boolean): void {
    if (ref.parent !== undefined) this.declareCategory({ name: ref.parent }, income);
    const key = categoryKey(ref);
    if (!this.categories.has(key))
      this.categories.set(key, { ref, receita: income ? 1 : 0, despesa: income ? 0 : 1 });
  }

  private tally(ref: AppCategoryRef, income: boolean, fixed?: 'receita' | 'despesa'): void {
    const count = (tallyRef: AppCategoryRef) => {
      const key = fixed === undefined ? categoryKey(tallyRef) : `${fixed}\u0001${categoryKey(tallyRef)}`;
      let tally = this.categories.get(key);
      if (!tally) {
        tally = { ref: tallyRef, receita: 0, despesa: 0, ...(fixed ? { fixed } : {}) };
        this.categories.set(key, tally);
      }
      if (income) tally.receita++;
      else tally.despesa++;
    };
    // The parent is a category of its own, typed by all the money under it.
    if (ref.parent !== undefined) count({ name: ref.parent });
    count(ref);
  }

  /**
   * Pairs the transfer lines: the line the money left with the line it entered, by the app's id of the pair or
   * else the same day and amount. When both lines name the other account the pair must agree on the two names;
   * otherwise the two lines must be of two different accounts. A Map of waiting lines by key keeps it linear. A
   * line left alone becomes a transfer to the account it names, or, naming none, the expense or income it looks
   * like in its own account.
   */
  private pairTransfers(): void {
    // Waiting lines by key, then by account: a match is any line of another account, found in at most two steps.
    const waiting = new Map<string, Map<string, TransferLeg[]>>();
    const keyOf = (leg: TransferLeg, sign: number) => {
      if (leg.link !== undefined) return `${sign}\u0000${leg.link}`;
      const names = leg.other === undefined ? '' : [leg.account, leg.other].sort().join('\u0000');
      return `${sign}\u0000${leg.date}\u0000${Math.abs(leg.signedCents)}\u0000${names}`;
    };
    const take = (key: string, account: string): TransferLeg | undefined => {
      const byAccount = waiting.get(key);
      if (!byAccount) return undefined;
      for (const [other, queue] of byAccount) {
        if (other === account) continue;
        const match = queue.shift();
        if (queue.length === 0) byAccount.delete(other);
        if (byAccount.size === 0) waiting.delete(key);
        return match;
      }
      return undefined;
    };
    for (const leg of this.legs) {
      const sign = Math.sign(leg.signedCents);
      const match = take(keyOf(leg, -sign), leg.account);
      if (match) {
        const [from, to] = leg.signedCents < 0 ? [leg, match] : [match, leg];
        const first = match.line <= leg.line ? match : leg;
        this.rows.push(transferRow(first, from.account, to.account, Math.abs(leg.signedCents), from, to));
        continue;
      }
      const key = keyOf(leg, sign);
      let byAccount = waiting.get(key);
      if (!byAccount) {
        byAccount = new Map();
        waiting.set(key, byAccount);
      }
      const queue = byAccount.get(leg.account);
      if (queue) queue.push(leg);
      else byAccount.set(leg.account, [leg]);
    }
    for (const byAccount of waiting.values())
      for (const queue of byAccount.values()) for (const leg of queue) this.rows.push(aloneRow(leg));
  }

  build(): AppHistory {
    this.pairTransfers();
    this.rows.sort((a, b) => a.line - b.line);
    const categories: AppCategory[] = [];
    for (const tally of this.categories.values()) {
      categories.push({
        ...tally.ref,
        type: tally.fixed ?? (tally.receita > tally.despesa ? 'receita' : 'despesa'),
      });
    }
    this.errors.sort((a, b) => a.line - b.line);
    return {
      app: this.app,
      accounts: [...this.accounts.values()].map(({ name, kind }) => ({ name, kind })),
      categories,
      rows: this.rows,
      openings: [...this.openings].map(([account, cents]) => ({ account, cents })),
      errors: this.errors,
      ...(this.dayOrder ? { dayOrder: this.dayOrder } : {}),
    };
  }
}

const categoryKey = (ref: AppCategoryRef) => `${ref.parent ?? ''}\u0000${ref.name}`;

function transferRow(
  first: TransferLeg,
  account: string,
  destination: string,
  amountCents: number,
  from: TransferLeg,
  to: TransferLeg,
): AppRow {
  const row: AppRow = {
    line: first.line,
    date: first.date,
    amountCents,
    type: 'TRANSFER',
    account,
    destination,
    description: from.description || to.description,
    tags: [...new Set([...from.tags, ...to.tags])],
    status: from.status,
  };
  const notes = from.notes ?? to.notes;
  if (notes !== undefined) row.notes = notes;
  const payee = from.payee ?? to.payee;
  if (payee !== undefined) row.payee = payee;
  const sourceId = from.sourceId ?? to.sourceId;
  if (sourceId !== undefined) row.sourceId = sourceId;
  return row;
}

/** A transfer line whose other half never came: a transfer to the account it names, or money of its own account. */
function aloneRow(leg: TransferLeg): AppRow {
  const amountCents = Math.abs(leg.signedCents);
  if (leg.other !== undefined) {
    const [from, to] = leg.signedCents < 0 ? [leg.account, leg.other] : [leg.other, leg.account];
    return transferRow(leg, from, to, amountCents, leg, leg);
  }
  const { signedCents: _signed, other: _other, link: _link, ...rest } = leg;
  return { ...rest, amountCents, type: leg.signedCents < 0 ? 'DESPESA' : 'RECEITA' };
}
