// Bens e direitos and dívidas e ônus reais at 31/12 of the year before and of the year, as the declaration asks:
// money at its balance, everything else at what it cost (not Patrimônio's market values).
import type { TaxAssetLine, TaxDebtLine } from '../../../common/contract/income-tax';
import { ASSET_CODES, type AssetCode, DEBT_CODE } from '../../../common/income-tax-declaration';
import { type FixedIncomeProduct, isIncomeTaxFree } from '../../../common/investment-taxes';
import { centsToReais } from '../../../common/money';
import { investedParts, isInvestmentAccountType } from '../../../common/money-accounts';
import { dayTradeDate, replayTrades } from '../../../common/trade-replay';
import { type Holding, NOTHING_HELD, scaledOf } from '../../../common/variable-income';
import type { Executor } from '../../db/connect';
import { debtsOwedEach } from '../debts/public';
import { appliedByAccount } from '../investments/public';
import { holdingsOn } from '../variable-income/public';
import { depositsInReais } from './foreign-deposits';
import { ownedRepository, type TradeRow } from './owned-repository';

const money = (cents: number | string) => centsToReais(Number(cents));

const lineOf = (
  code: AssetCode,
  description: string,
  previous: number | string,
  current: number | string,
): TaxAssetLine => ({
  group: code.group,
  code: code.code,
  codeLabel: code.label,
  description,
  previous: money(previous),
  current: money(current),
});

const OTHER_ASSET: AssetCode = {
  group: '99',
  code: null,
  label: 'Outros bens: confira o grupo e o código no programa',
};

/** Each holding's cost (what was paid for what is held) at the end of the year before and of the year. */
function holdingCosts(trades: TradeRow[], year: number): TaxAssetLine[] {
  const previousEnd = `${year - 1}-12-31`;
  const lines: TaxAssetLine[] = [];
  let i = 0;
  while (i < trades.length) {
    const first = trades[i] as TradeRow;
    let end = i;
    while (end < trades.length && (trades[end] as TradeRow).holding_id === first.holding_id) end++;
    const { steps } = replayTrades(
      trades.slice(i, end).map((t) => ({
        tradedOn: t.traded_on,
        side: t.side,
        quantity: scaledOf(t.quantity),
        amountCents: BigInt(t.amount_cents),
        date: dayTradeDate(first.kind, t.traded_on),
      })),
    );
    i = end;
    let held: Holding = NOTHING_HELD;
    let previous: bigint | null = null;
    for (const step of steps) {
      if (step.trade.tradedOn > previousEnd && previous === null) previous = held.costCents;
      held = step.after;
    }
    previous ??= held.costCents;
    const code: AssetCode =
      first.kind === 'acao'
        ? ASSET_CODES.acao
        : first.kind === 'fii'
          ? ASSET_CODES.fii
          : {
              group: first.kind === 'cripto' ? '08' : '07',
              code: null,
              label: 'Confira o código no programa',
            };
    if (previous === 0n && held.costCents === 0n) continue;
    lines.push({
      group: code.group,
      code: code.code,
      codeLabel: code.label,
      description: `${first.ticker}${first.name ? ` ${first.name}` : ''} (${first.account})`,
      previous: centsToReais(Number(previous)),
      current: centsToReais(Number(held.costCents)),
    });
  }
  return lines;
}

/**
 * The money held in each investment account at the two 31/12s (sales proceeds, dividends, JCP not applied again):
 * its ledger balance less what its positions and holdings cost, as Contas and Patrimônio split it
 * (common/money-accounts.ts investedParts). The declaration asks it as a deposit, 06/01, beside the positions.
 */
async function investmentCash(
  db: Executor,
  bookId: number,
  year: number,
  accounts: ReadonlyArray<{ id: number; previous: number | string; current: number | string }>,
): Promise<Map<number, [number, number]>> {
  const out = new Map<number, [number, number]>();
  if (accounts.length === 0) return out;
  const ends = [`${year - 1}-12-31`, `${year}-12-31`];
  const [appliedBefore, appliedNow, holdings] = await Promise.all([
    appliedByAccount(db, bookId, ends[0] as string),
    appliedByAccount(db, bookId, ends[1] as string),
    holdingsOn(db, bookId, ends, undefined, { priced: false }),
  ]);
  for (const a of accounts) {
    const cashAt = (i: 0 | 1) =>
      investedParts({
        ledgerCents: Number(i === 0 ? a.previous : a.current),
        appliedCents: (i === 0 ? appliedBefore : appliedNow).get(a.id) ?? 0,
        costCents: holdings.costByAccount.get(a.id)?.[i] ?? 0,
      }).cashCents;
    out.set(a.id, [cashAt(0), cashAt(1)]);
  }
  return out;
}

export async function ownedAtYearEnds(
  db: Executor,
  bookId: number,
  year: number,
): Promise<{ assets: TaxAssetLine[]; debts: TaxDebtLine[] }> {
  const [balances, positions, assets, trades, debts] = await Promise.all([
    ownedRepository.accountBalances(db, bookId, year),
    ownedRepository.positionCosts(db, bookId, year),
    ownedRepository.assetCosts(db, bookId, year),
    ownedRepository.tradesThrough(db, bookId, year),
    debtsOwedEach(db, bookId, [`${year - 1}-12-31`, `${year}-12-31`]),
  ]);
  const cash = await investmentCash(
    db,
    bookId,
    year,
    balances.filter((b) => isInvestmentAccountType(b.type)),
  );
  // An investment account's line is the money in it, not its ledger (its positions have lines of their own); an
  // account in another currency is in reais at each 31/12's PTAX (foreign-deposits.ts).
  const deposits = await depositsInReais(
    db,
    bookId,
    year,
    balances.map((b) => {
      const held = cash.get(b.id);
      return held ? { ...b, previous: held[0], current: held[1] } : b;
    }),
  );
  return {
    assets: [
      ...deposits
        .filter((b) => b.note !== null || Number(b.previous) !== 0 || Number(b.current) !== 0)
        .map((b) =>
          lineOf(
            b.type === 'savings' ? ASSET_CODES.savings : ASSET_CODES.checking,
            [b.name, cash.has(b.id) ? '(saldo em conta de investimento)' : null, b.note && `(${b.note})`]
              .filter(Boolean)
              .join(' '),
            b.previous,
            b.current,
          ),
        ),
      ...positions.map((p) =>
        lineOf(
          isIncomeTaxFree(p.product as FixedIncomeProduct)
            ? p.product === 'poupanca'
              ? ASSET_CODES.savings
              : ASSET_CODES.exempt_fixed_income
            : ASSET_CODES.taxed_fixed_income,
          `${p.name} (${p.account})`,
          p.previous,
          p.current,
        ),
      ),
      ...holdingCosts(trades, year),
      ...assets.map((a) =>
        lineOf(
          a.kind === 'imovel' ? ASSET_CODES.imovel : a.kind === 'veiculo' ? ASSET_CODES.veiculo : OTHER_ASSET,
          a.name,
          a.previous,
          a.current,
        ),
      ),
    ],
    debts: debts
      .filter((d) => d.owedCents.some((c) => c !== 0))
      .map((d) => ({
        code: DEBT_CODE.code,
        codeLabel: DEBT_CODE.label,
        description: d.lender ? `${d.name} (${d.lender})` : d.name,
        previous: centsToReais(d.owedCents[0] ?? 0),
        current: centsToReais(d.owedCents[1] ?? 0),
      })),
  };
}
