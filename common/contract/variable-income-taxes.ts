import { centsToReais } from '../money';
import type { DarfCode, LossPool, TaxMonth, TaxYear } from '../variable-income-taxes';
import { z } from './shared';

export const TAXES_YEAR_MESSAGE = 'Informe o ano (ex.: 2026)';

/** GET /variable-income/taxes?ano=2026: the year asked (default this year). */
export const taxesQuery = z.object({
  ano: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: TAXES_YEAR_MESSAGE })
      .int({ error: TAXES_YEAR_MESSAGE })
      .min(1900, { error: TAXES_YEAR_MESSAGE })
      .max(2999, { error: TAXES_YEAR_MESSAGE })
      .optional(),
  ),
});

/** A figure of common/variable-income-taxes.ts with its cents as reais, each `…Cents` key without the suffix. */
export type InReais<T> = T extends number | string | boolean | null
  ? T
  : T extends readonly (infer U)[]
    ? InReais<U>[]
    : { [K in keyof T as K extends `${infer Base}Cents` ? Base : K]: InReais<T[K]> };

/** A figure with its `…Cents` keys as reais without the suffix, all the way down (GET /variable-income/taxes). */
export function centsKeysInReais<T>(value: T): InReais<T> {
  if (Array.isArray(value)) return value.map(centsKeysInReais) as InReais<T>;
  if (value === null || typeof value !== 'object') return value as InReais<T>;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key.endsWith('Cents') && typeof v === 'number') out[key.slice(0, -'Cents'.length)] = centsToReais(v);
    else out[key] = centsKeysInReais(v);
  }
  return out as InReais<T>;
}

/**
 * The year's month-by-month income tax on the sales (common/variable-income-taxes.ts), in reais: each month's regimes
 * and DARFs, the year's sums, and what carries past it. The losses of earlier years are carried in.
 */
export interface VariableIncomeTaxesResponse {
  year: number;
  months: InReais<TaxMonth>[];
  /** The year's sums; null without a month shown. */
  summary: InReais<TaxYear> | null;
  /** Losses left to offset, and tax under R$ 10,00 not yet paid, after the year's last month shown (reais). */
  lossesCarriedOut: Record<LossPool, number>;
  pendingTax: Record<DarfCode, number>;
  /** What the computation leaves to the person (day trade, the IRRF of 0,005%, ETFs of renda fixa). */
  notes: readonly string[];
}
