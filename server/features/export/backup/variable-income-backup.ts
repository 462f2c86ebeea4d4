import { LIST_PAGE_ROWS, listInSteps, type ReadStep } from '../read-steps';
import { presentBackupPrice } from './presenter';
import {
  type IncomeRow,
  variableIncomeExportRepository as repo,
  type TradeRow,
} from './variable-income-repository';

/**
 * Renda variável's long lists for the backup, each read in steps of its own before the lists they belong to (the
 * holdings, read with the accounts): the heaviest book holds 20,000 trades, 20,000 incomes and 200,000 prices, and
 * one step holds PGlite's only connection and the event loop while it runs (read-steps.ts).
 */

/** Holdings whose prices one step may ask for, so that a step over many holdings of few prices stays short too. */
const PRICE_QUERIES_PER_STEP = 25;

export interface VariableIncomeLists {
  trades: TradeRow[];
  incomes: IncomeRow[];
  /** The prices as the document's JSON text, a chunk per step ('{...},{...}'), none empty. */
  priceChunks: string[];
  /** The holdings the prices name: they must be among the holdings read after them. */
  pricedHoldings: Set<number>;
}

/** The trades, incomes and prices of the book, in steps. */
export async function readVariableIncomeLists(step: ReadStep, bookId: number): Promise<VariableIncomeLists> {
  const trades = await listInSteps<TradeRow>(step, (tx, after, limit) =>
    repo.tradePage(tx, bookId, after?.id ?? 0, limit),
  );
  const incomes = await listInSteps<IncomeRow>(step, (tx, after, limit) =>
    repo.incomePage(tx, bookId, after?.id ?? 0, limit),
  );
  // The prices a holding at a time, by its key (holding, date): a holding created after this read has none here,
  // as if it had been created after the backup.
  const holdings = (await step((tx) => repo.holdings(tx, bookId))).map((h) => h.id);
  const priceChunks: string[] = [];
  const pricedHoldings = new Set<number>();
  let next = 0;
  let after: string | null = null;
  while (next < holdings.length) {
    const text = await step(async (tx) => {
      const parts: string[] = [];
      let rows = 0;
      for (let asked = 0; asked < PRICE_QUERIES_PER_STEP && next < holdings.length; asked++) {
        const want = LIST_PAGE_ROWS - rows;
        const page = await repo.pricePage(tx, bookId, holdings[next] as number, after, want);
        for (const row of page) {
          pricedHoldings.add(row.holdingId);
          parts.push(JSON.stringify(presentBackupPrice(row)));
        }
        rows += page.length;
        // A full page may have more after it: the next query (or step) goes on from its last date.
        if (page.length === want) {
          after = page.at(-1)?.date ?? null;
          break;
        }
        next += 1;
        after = null;
      }
      return parts.join(',');
    });
    if (text !== '') priceChunks.push(text);
  }
  return { trades, incomes, priceChunks, pricedHoldings };
}
