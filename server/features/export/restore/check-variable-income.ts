import type { BackupDocument } from '../../../../common/contract/export/document';
import {
  VARIABLE_INCOME_MESSAGES as M,
  type VariableIncomeKind,
  WHOLE_UNIT_KINDS,
} from '../../../../common/contract/variable-income';
import { reaisToCents } from '../../../../common/money';
import { replayTrades } from '../../../../common/trade-replay';
import { isWholeUnits, scaledOf } from '../../../../common/variable-income';

/** What check-references.ts already knows of the document: its accounts and transactions, and its transfers. */
export interface KnownRows {
  accounts: Set<number>;
  transactions: Set<number>;
  transfers: { has(id: string): boolean };
}

type Trade = BackupDocument['variableIncomeTrades'][number];

/**
 * Renda variável as the feature keeps it: ids once per list; a holding in an account of the file, once per account
 * and ticker; trades, prices and incomes of a holding of the file; a trade's cash account, transfer and gain row and
 * an income's row among the file's; one price per holding and date; ações, FIIs, ETFs and BDRs in whole units; and
 * each holding's trades, replayed by date in the order of their ids, never selling (or grouping) more units than
 * were held then. Answers the first problem as a Portuguese message naming where it is, or null.
 */
export function checkVariableIncome(doc: BackupDocument, known: KnownRows): string | null {
  const invalid = (where: string, message: string) => `Backup inválido em ${where}: ${message}`;
  const missing = (where: string, what: string, id: number | string) =>
    `Referência inválida no backup: ${where} aponta para ${what} ${id}, que não está no arquivo.`;

  const holdings = new Map<number, BackupDocument['variableIncomeHoldings'][number]>();
  const tickers = new Set<string>();
  for (const [i, holding] of doc.variableIncomeHoldings.entries()) {
    const at = `variableIncomeHoldings[${i}]`;
    if (holdings.has(holding.id)) return `O backup repete o id ${holding.id} em variableIncomeHoldings.`;
    holdings.set(holding.id, holding);
    if (!known.accounts.has(holding.accountId))
      return missing(`${at}.accountId`, 'a conta', holding.accountId);
    const key = `${holding.accountId}|${holding.ticker}`;
    if (tickers.has(key))
      return `O backup repete o ativo ${holding.ticker} da conta ${holding.accountId} em ${at}.`;
    tickers.add(key);
  }

  const tradeIds = new Set<number>();
  const tradesOf = new Map<number, Array<{ trade: Trade; at: string }>>();
  for (const [i, trade] of doc.variableIncomeTrades.entries()) {
    const at = `variableIncomeTrades[${i}]`;
    if (tradeIds.has(trade.id)) return `O backup repete o id ${trade.id} em variableIncomeTrades.`;
    tradeIds.add(trade.id);
    const holding = holdings.get(trade.holdingId);
    if (!holding) return missing(`${at}.holdingId`, 'o ativo', trade.holdingId);
    if (trade.cashAccountId !== null && !known.accounts.has(trade.cashAccountId))
      return missing(`${at}.cashAccountId`, 'a conta', trade.cashAccountId);
    if (trade.transferId !== null && !known.transfers.has(trade.transferId))
      return `Referência inválida no backup: ${at}.transferId aponta para uma transferência que não está no arquivo.`;
    if (trade.gainTransactionId !== null && !known.transactions.has(trade.gainTransactionId))
      return missing(`${at}.gainTransactionId`, 'o lançamento', trade.gainTransactionId);
    if (
      WHOLE_UNIT_KINDS.includes(holding.kind as VariableIncomeKind) &&
      !isWholeUnits(scaledOf(trade.quantity))
    )
      return invalid(`${at}.quantity`, M.quantityWhole);
    const own = tradesOf.get(holding.id) ?? [];
    own.push({ trade, at });
    tradesOf.set(holding.id, own);
  }
  for (const [holdingId, trades] of tradesOf) {
    // The feature's order: by date, then as entered (ids keep it).
    trades.sort((a, b) =>
      a.trade.date === b.trade.date ? a.trade.id - b.trade.id : a.trade.date < b.trade.date ? -1 : 1,
    );
    const replay = replayTrades(
      trades.map((t) => ({
        ...t,
        side: t.trade.side,
        quantity: scaledOf(t.trade.quantity),
        amountCents: BigInt(reaisToCents(t.trade.amount)),
      })),
    );
    if (replay.refused) {
      const { trade, at } = replay.refused.trade;
      const ticker = holdings.get(holdingId)?.ticker ?? '';
      return invalid(`${at}.quantity`, M.oversold(replay.refused.held, ticker, trade.date));
    }
  }

  const priced = new Set<string>();
  for (const [i, price] of doc.variableIncomePrices.entries()) {
    const at = `variableIncomePrices[${i}]`;
    const holding = holdings.get(price.holdingId);
    if (!holding) return missing(`${at}.holdingId`, 'o ativo', price.holdingId);
    const key = `${price.holdingId}|${price.date}`;
    if (priced.has(key)) return `O backup repete a cotação de ${holding.ticker} de ${price.date} em ${at}.`;
    priced.add(key);
  }

  const incomeIds = new Set<number>();
  for (const [i, income] of doc.variableIncomeIncomes.entries()) {
    const at = `variableIncomeIncomes[${i}]`;
    if (incomeIds.has(income.id)) return `O backup repete o id ${income.id} em variableIncomeIncomes.`;
    incomeIds.add(income.id);
    if (!holdings.has(income.holdingId)) return missing(`${at}.holdingId`, 'o ativo', income.holdingId);
    if (income.transactionId !== null && !known.transactions.has(income.transactionId))
      return missing(`${at}.transactionId`, 'o lançamento', income.transactionId);
  }
  return null;
}
