import type { z } from 'zod';
import {
  VARIABLE_INCOME_MESSAGES as M,
  type VariableIncomeKind,
} from '../../../../common/contract/variable-income';
import type {
  B3ImportPreview,
  B3IncomeLine,
  B3TradeLine,
} from '../../../../common/contract/variable-income-b3';
import type {
  IncomeInput,
  priceBody,
  TradeInput,
} from '../../../../common/contract/variable-income-requests';
import type { TradeMove } from '../../../../common/variable-income';
import type { HoldingRow } from '../public';
import type { B3Reading } from './reading';

/**
 * The plan of a B3 import (import.ts): each line's fate, and what recording it takes. What every part of the plan
 * reads (the file's assets in the account, the fields sent), and how a line of the file is matched with one the
 * book already has: by a key counted on both sides.
 */

export interface Fields {
  accountId: number;
  kinds: Record<string, VariableIncomeKind>;
}

export interface PlannedTrade {
  line: B3TradeLine;
  input: TradeInput | null;
  /** What the line does to the units held, for the replay that checks sales and grupamentos. */
  move: TradeMove | null;
}

export interface Plan {
  preview: B3ImportPreview;
  trades: PlannedTrade[];
  incomes: Array<{ line: B3IncomeLine; input: IncomeInput | null }>;
  prices: Array<z.output<typeof priceBody>>;
  /** Tickers new in the account, with trades to record, whose kind is unknown. */
  missingKinds: string[];
  /** Why a compra or venda cannot be recorded: the import stops. */
  blocking: string | null;
}

/** An asset of the file in the account: its holding (when there is one), its rows, what the file adds to it. */
export interface Asset {
  holding: HoldingRow | undefined;
  existing: TradeMoveAt[];
  /** Lines of the book not yet matched by a line of the file, by key. */
  recordedTrades: Map<string, number>;
  recordedIncomes: Map<string, number>;
  planned: PlannedTrade[];
}

export interface TradeMoveAt extends TradeMove {
  date: string;
}

export const tradeKey = (side: string, date: string, quantity: bigint, price: bigint | null) =>
  `${side}|${date}|${quantity}|${price ?? ''}`;
export const incomeKey = (kind: string, date: string, grossCents: number) => `${kind}|${date}|${grossCents}`;

/** Counts one more of `key`; takes one back and answers true when the book had one not yet matched. */
export function add(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
export function take(counts: Map<string, number>, key: string): boolean {
  const left = counts.get(key) ?? 0;
  if (left === 0) return false;
  counts.set(key, left - 1);
  return true;
}

/** The first reason a contract's schema gives for refusing a line. */
export function firstIssue(error: { issues: Array<{ message: string }> }): string {
  return error.issues[0]?.message ?? M.quantityInvalid;
}

/** What every line's plan reads: the day it is, the fields sent, the file's assets and their kinds. */
export interface PlanContext {
  today: string;
  fields: Fields;
  assets: Map<string, Asset>;
  /** The file's own names and kinds of its assets (Posição). */
  named: Map<string, B3Reading['assets'][number]>;
  /** The asset's kind: its holding's, else the one chosen, else the file's; null when none says. */
  kindOf: (ticker: string) => VariableIncomeKind | null;
  /** Filled by the trades' plan: tickers whose kind nobody says. */
  missingKinds: Set<string>;
}
