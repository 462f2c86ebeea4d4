/**
 * "Primeiros passos" on the dashboard (GET /dashboard/first-steps): what a newcomer sets up first, each step
 * ticked from the book's own data, as Mobills and Organizze walk a new person through it.
 */
export type FirstStepKey = 'account' | 'card' | 'statement' | 'fixed';

export interface FirstStep {
  key: FirstStepKey;
  done: boolean;
}

export interface FirstSteps {
  /** In the order the card lists them: the accounts, the card, last month's statement or the bank, the fixed items. */
  steps: FirstStep[];
  /** Whether the book holds any transaction: a book with none shows the card whatever is ticked. */
  has_rows: boolean;
}
