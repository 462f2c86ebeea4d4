import type { SplitRow, TagLinkRow, TransactionRow } from './repository';

type Lists = Record<
  'accounts' | 'categories' | 'tags' | 'payees' | 'goals' | 'recurring',
  Array<{ id: number }>
>;

/**
 * What the transactions read page by page point at, to check against the lists read after them: the part of the
 * restore's checks (check-references.ts) that two reads at different moments could break. A page is read in one
 * step with its split parts and tags, so the rules within a transaction hold by themselves.
 */
export class ReferencesSeen {
  private readonly ids = {
    accounts: new Set<number>(),
    categories: new Set<number>(),
    tags: new Set<number>(),
    payees: new Set<number>(),
    goals: new Set<number>(),
    recurring: new Set<number>(),
  };
  /** Transfer id -> its legs' signed cents (an outgoing leg negative); a whole transfer adds up to zero. */
  private readonly transfers = new Map<string, number[]>();

  transaction(row: TransactionRow, splits: SplitRow[] = [], tagLinks: TagLinkRow[] = []): void {
    const add = (set: Set<number>, id: number | null) => {
      if (id !== null) set.add(id);
    };
    add(this.ids.accounts, row.accountId);
    add(this.ids.categories, row.categoryId);
    add(this.ids.payees, row.payeeId);
    add(this.ids.goals, row.goalId);
    add(this.ids.recurring, row.recurringId);
    for (const split of splits) {
      add(this.ids.categories, split.categoryId);
      add(this.ids.payees, split.payeeId);
    }
    for (const link of tagLinks) add(this.ids.tags, link.tagId);
    if (row.transferId !== null) {
      const legs = this.transfers.get(row.transferId) ?? [];
      legs.push(row.type === 'DESPESA' ? -row.amount : row.amount);
      this.transfers.set(row.transferId, legs);
    }
  }

  /** True when every reference is in the lists and every transfer has its two legs of the same amount. */
  allIn(lists: Lists): boolean {
    for (const [list, seen] of Object.entries(this.ids) as Array<[keyof Lists, Set<number>]>) {
      const present = new Set(lists[list].map((row) => row.id));
      for (const id of seen) if (!present.has(id)) return false;
    }
    for (const [a, b, ...more] of this.transfers.values()) {
      if (a === undefined || b === undefined || more.length > 0 || a + b !== 0 || a === 0) return false;
    }
    return true;
  }
}
