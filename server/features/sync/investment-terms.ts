/**
 * A bank's investment in the terms of Grana's investments: a fixed-income position (server/features/investments)
 * or a renda variável holding (server/features/variable-income), or neither. Pure: what the bank gave, read as
 * Grana's forms would take it, and said plainly when it does not give what Grana's engine needs.
 */
import {
  MAX_CDI_PERCENT,
  MAX_YEARLY_RATE,
  type PositionIndexing,
} from '../../../common/contract/investments';
import type { FixedIncomeProduct } from '../../../common/investment-taxes';
import {
  decimalText,
  divideRounding,
  SCALE,
  scaledOf,
  type VariableIncomeKind,
} from '../../../common/variable-income';
import type { ContractTerms } from '../investments/public';
import type { ProviderInvestment } from './provider';

/**
 * A fixed-income position's contract as the bank gave it; `gap` says what it lacked when it is 'informado'. What
 * was applied and when: when the bank gives neither, its value today (no yield is then counted).
 */
export interface FixedIncomeTerms extends ContractTerms {
  kind: 'fixed_income';
  /** Gross value the bank gives (its amount before taxes, else its balance). */
  bankValueCents: number;
  /** Why the position is 'informado' (or applied at today's value), in the person's words; null when complete. */
  gap: string | null;
}

export interface EquityTerms {
  kind: 'equity';
  ticker: string;
  holdingKind: VariableIncomeKind;
  quantity: string;
  unitPrice: string | null;
  costPrice: string | null;
  purchasedOn: string | null;
}

/** Neither: a kind Grana does not hold (funds, previdência, COE), or a product it has no place for. */
export interface SkippedTerms {
  kind: 'skipped';
  reason: string;
  /** A kind Grana does not follow at all (counted together); else one it would hold, lacking what it needs. */
  untracked?: true;
}

export type InvestmentTerms = FixedIncomeTerms | EquityTerms | SkippedTerms;

/** Pluggy's fixed-income subtypes as Grana's products; a Tesouro's depends on its index (treasuryProduct). */
const PRODUCTS: Record<string, FixedIncomeProduct> = {
  CDB: 'cdb',
  LC: 'cdb', // letra de câmbio: a bank's deposit taxed as a CDB
  LCI: 'lci',
  LCA: 'lca',
  DEBENTURES: 'debenture',
  CORPORATE_DEBT: 'debenture',
};

const EQUITY_KINDS: Record<string, VariableIncomeKind> = {
  STOCK: 'acao',
  REAL_ESTATE_FUND: 'fii',
  ETF: 'etf',
  BDR: 'bdr',
};

/** What the bank's investment is in Grana's terms, on the sync's day `today`. */
export function investmentTerms(investment: ProviderInvestment, today: string): InvestmentTerms {
  if (investment.kind === 'equity') return equityTerms(investment);
  if (investment.kind === 'fixed_income') return fixedIncomeTerms(investment, today);
  return {
    kind: 'skipped',
    reason: 'tipo que o Grana não acompanha (fundo, previdência, COE)',
    untracked: true,
  };
}

function equityTerms(investment: ProviderInvestment): InvestmentTerms {
  const holdingKind = EQUITY_KINDS[investment.subtype ?? 'STOCK'];
  if (!investment.ticker || !holdingKind)
    return { kind: 'skipped', reason: 'o banco não informou o código do ativo' };
  if (investment.quantity === null || scaledOf(investment.quantity) <= 0n)
    return { kind: 'skipped', reason: 'o banco não informou a quantidade' };
  const quantity = scaledOf(investment.quantity);
  // What a unit cost: what was applied ÷ units (reais × 10^8 per unit), when the bank gives what was applied.
  const costPrice =
    investment.appliedCents !== null && investment.appliedCents > 0
      ? decimalText(divideRounding(BigInt(investment.appliedCents) * SCALE * 1_000_000n, quantity))
      : null;
  return {
    kind: 'equity',
    ticker: investment.ticker,
    holdingKind,
    quantity: investment.quantity,
    unitPrice: investment.unitPrice,
    costPrice,
    purchasedOn: investment.purchaseDate,
  };
}

/**
 * The contract: % do CDI (`rate` of the CDI), CDI + `fixedAnnualRate`, Selic + `fixedAnnualRate` (100% of it),
 * IPCA + `fixedAnnualRate`, or a prefixado (no index, `fixedAnnualRate` or `rate` a year). Anything else (another
 * index such as IGP-M or the dollar, a percentage of an index with a spread on top, no rate at all, a rate past the
 * form's bounds) is 'informado': the bank's value is kept, no rate is guessed.
 */
function contractOf(
  investment: ProviderInvestment,
): { indexing: PositionIndexing; rate: number | null } | string {
  const { rateType, rate, fixedAnnualRate } = investment;
  const percentOfIndex = rate === null || rate === 100;
  const yearly = (value: number | null) =>
    value !== null && value >= 0 && value <= MAX_YEARLY_RATE ? round4(value) : null;
  if (rateType === 'CDI') {
    if (fixedAnnualRate !== null && fixedAnnualRate > 0 && percentOfIndex) {
      const spread = yearly(fixedAnnualRate);
      return spread === null
        ? 'a taxa informada está fora dos limites do Grana'
        : { indexing: 'cdi_mais', rate: spread };
    }
    if (rate !== null && rate > 0 && !fixedAnnualRate) {
      return rate <= MAX_CDI_PERCENT
        ? { indexing: 'cdi', rate: round4(rate) }
        : 'a taxa informada está fora dos limites do Grana';
    }
    return 'o banco não informou a taxa';
  }
  if (rateType === 'SELIC' || rateType === 'IPCA') {
    if (!percentOfIndex)
      return `o banco informou ${rate}% do ${rateType === 'SELIC' ? 'Selic' : 'IPCA'}, que o Grana não calcula`;
    if (rateType === 'SELIC' && rate === 100 && fixedAnnualRate === null)
      return { indexing: 'selic', rate: 0 };
    const spread = yearly(fixedAnnualRate);
    if (spread === null) return 'o banco não informou a taxa';
    return { indexing: rateType === 'SELIC' ? 'selic' : 'ipca', rate: spread };
  }
  if (rateType === null || rateType === 'PRE' || rateType === 'PREFIXADO') {
    const yearlyRate = yearly(fixedAnnualRate ?? rate);
    return yearlyRate === null ? 'o banco não informou a taxa' : { indexing: 'prefixado', rate: yearlyRate };
  }
  return `o Grana não calcula o índice ${rateType}`;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A Tesouro Direto title's product by its index; null for an index the Tesouro has no title of. */
function treasuryProduct(indexing: PositionIndexing): FixedIncomeProduct | null {
  if (indexing === 'selic') return 'tesouro_selic';
  if (indexing === 'ipca') return 'tesouro_ipca';
  if (indexing === 'prefixado') return 'tesouro_prefixado';
  return null;
}

function fixedIncomeTerms(investment: ProviderInvestment, today: string): InvestmentTerms {
  const contract = contractOf(investment);
  const complete = typeof contract !== 'string';
  const indexing: PositionIndexing = complete ? contract.indexing : 'informado';
  const product =
    investment.subtype === 'TREASURY'
      ? (treasuryProduct(indexing) ?? (complete ? null : 'tesouro_selic'))
      : (PRODUCTS[investment.subtype ?? ''] ?? null);
  if (product === null)
    return { kind: 'skipped', reason: `produto que o Grana não tem (${investment.subtype ?? 'sem tipo'})` };
  const bankValueCents = investment.grossCents;
  // The person's application: the day they bought it, else the title's issue (a CDB's is the same day).
  const appliedOn = investment.purchaseDate ?? investment.issueDate;
  const appliedCents = investment.appliedCents;
  const applied = appliedOn !== null && appliedOn <= today && appliedCents !== null && appliedCents > 0;
  if (!applied && bankValueCents <= 0) return { kind: 'skipped', reason: 'o banco não informou valor' };
  const gaps: string[] = [];
  if (!complete) gaps.push(`${contract}: vale o valor informado pelo banco`);
  if (!applied)
    gaps.push('o banco não informou o valor e a data da aplicação: registrada pelo valor de hoje');
  return {
    kind: 'fixed_income',
    product,
    indexing: applied ? indexing : 'informado',
    rate: applied && complete ? contract.rate : null,
    appliedCents: applied ? appliedCents : bankValueCents,
    appliedOn: applied ? appliedOn : today,
    maturityOn: investment.dueDate,
    bankValueCents,
    gap: gaps.length > 0 ? gaps.join('; ') : null,
  };
}
