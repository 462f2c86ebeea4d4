import { ASSET_MESSAGES, MAX_VALUATIONS_PER_ASSET } from '../../../../common/contract/assets';
import { DEBT_MESSAGES } from '../../../../common/contract/debts';
import type { BackupDocument } from '../../../../common/contract/export/document';
import {
  MAX_BACKUP_EXCHANGE_RATES_PER_CURRENCY,
  MAX_BACKUP_INDEX_RATES_PER_SERIES,
} from '../../../../common/contract/export/wealth';
import { INDEX_SERIES_FACTS } from '../../../../common/index-series';
import { MAX_LOAN_PREPAYMENTS } from '../../../../common/loans';
import { reaisToCents } from '../../../../common/money';
import { isMoneyAccountType } from '../../../../common/money-accounts';
import { debtTermsProblem } from '../../debts/public';
import { check, type IdSets, type Legs } from './id-sets';

/**
 * The checks of what the book holds and owes beside its accounts (check-references.ts): fixed-income positions and
 * the book's index values, debts with their prepayments and paid instalments, bens' valuations. Renda variável is
 * check-variable-income.ts's.
 */

/** A fixed-income position's account and transfer are the file's; one position per investment of the bank. */
export function checkPositions(doc: BackupDocument, { accounts }: IdSets, legs: Legs): string | null {
  const investmentIds = new Set<string>();
  for (const [i, position] of doc.fixedIncomePositions.entries()) {
    const at = `fixedIncomePositions[${i}]`;
    const found = check(`${at}.accountId`, position.accountId, accounts, 'a conta');
    if (found) return found;
    // One position per investment of the bank (the table's key): a second would be the same position twice.
    if (position.providerInvestmentId !== null) {
      if (investmentIds.has(position.providerInvestmentId))
        return `Backup inválido em ${at}: duas aplicações vêm do mesmo investimento do banco.`;
      investmentIds.add(position.providerInvestmentId);
    }
    if (position.applicationTransferId !== null && !legs.has(position.applicationTransferId))
      return `Referência inválida no backup: ${at}.applicationTransferId aponta para uma transferência que não está no arquivo.`;
  }
  return null;
}

/**
 * A bem's valuations name a bem of the file, one per date (the table's key), at most MAX_VALUATIONS_PER_ASSET, from
 * its acquisition until before its sale, as the form keeps them.
 */
export function checkAssetValuations(doc: BackupDocument): string | null {
  const assets = new Map(doc.assets.map((asset) => [asset.id, asset]));
  const seen = new Set<string>();
  const counts = new Map<number, number>();
  for (const [i, valuation] of doc.assetValuations.entries()) {
    const at = `assetValuations[${i}]`;
    const asset = assets.get(valuation.assetId);
    if (!asset)
      return `Referência inválida no backup: ${at}.assetId aponta para o bem ${valuation.assetId}, que não está no arquivo.`;
    if (valuation.date < asset.acquiredOn)
      return `Backup inválido em ${at}.date: ${ASSET_MESSAGES.valuationBefore(asset.acquiredOn)}`;
    if (asset.soldOn !== null && valuation.date >= asset.soldOn)
      return `Backup inválido em ${at}.date: ${ASSET_MESSAGES.valuationAfterSale(asset.soldOn)}`;
    const key = `${asset.id}|${valuation.date}`;
    if (seen.has(key)) return `O backup repete a avaliação do bem ${asset.id} de ${valuation.date} em ${at}.`;
    seen.add(key);
    const count = (counts.get(asset.id) ?? 0) + 1;
    if (count > MAX_VALUATIONS_PER_ASSET)
      return `O backup tem mais de ${MAX_VALUATIONS_PER_ASSET} avaliações do bem ${asset.id} em assetValuations, o limite por bem.`;
    counts.set(asset.id, count);
  }
  return null;
}

/**
 * The debts' prepayments and paid instalments name a debt of the file; an instalment is paid once and is one of
 * the contract's; a prepayment is not before the contract; each contract with its prepayments (at most
 * MAX_LOAN_PREPAYMENTS) is one common/loans.ts can schedule, so every read of it answers. The expenses they name
 * are not checked: one not in the file restores as none (restore.ts).
 */
export function checkDebts(doc: BackupDocument): string | null {
  const debts = new Map(doc.debts.map((debt) => [debt.id, debt]));
  const missing = (where: string, id: number) =>
    `Referência inválida no backup: ${where} aponta para a dívida ${id}, que não está no arquivo.`;
  const prepaymentsOf = new Map<number, BackupDocument['debtPrepayments']>();
  for (const [i, prepayment] of doc.debtPrepayments.entries()) {
    const debt = debts.get(prepayment.debtId);
    if (!debt) return missing(`debtPrepayments[${i}].debtId`, prepayment.debtId);
    if (prepayment.date < debt.contractDate)
      return `Backup inválido em debtPrepayments[${i}].date: ${DEBT_MESSAGES.prepaymentBefore}`;
    const own = prepaymentsOf.get(debt.id) ?? [];
    own.push(prepayment);
    if (own.length > MAX_LOAN_PREPAYMENTS)
      return `O backup tem mais de ${MAX_LOAN_PREPAYMENTS} amortizações extraordinárias da dívida ${debt.id} em debtPrepayments, o limite por dívida.`;
    prepaymentsOf.set(debt.id, own);
  }
  const paid = new Set<string>();
  for (const [i, payment] of doc.debtPayments.entries()) {
    const debt = debts.get(payment.debtId);
    if (!debt) return missing(`debtPayments[${i}].debtId`, payment.debtId);
    if (payment.number > debt.installments)
      return `Backup inválido em debtPayments[${i}].number: a dívida ${debt.id} tem ${debt.installments} parcelas.`;
    const key = `${debt.id}|${payment.number}`;
    if (paid.has(key))
      return `O backup repete a parcela ${payment.number} da dívida ${debt.id} em debtPayments[${i}].`;
    paid.add(key);
  }
  const accountTypes = new Map(doc.accounts.map((a) => [a.id, a.type]));
  for (const [i, debt] of doc.debts.entries()) {
    if (debt.paymentAccountId !== null) {
      const type = accountTypes.get(debt.paymentAccountId);
      if (type === undefined)
        return `Referência inválida no backup: debts[${i}].paymentAccountId aponta para a conta ${debt.paymentAccountId}, que não está no arquivo.`;
      if (!isMoneyAccountType(type))
        return `Backup inválido em debts[${i}].paymentAccountId: ${DEBT_MESSAGES.paymentAccountKind}`;
    }
    const problem = debtTermsProblem(
      { ...debt, principalCents: reaisToCents(debt.principal), ratePercent: debt.rate },
      (prepaymentsOf.get(debt.id) ?? []).map((p) => ({ ...p, amountCents: reaisToCents(p.amount) })),
    );
    if (problem) return `Backup inválido em debts[${i}]: ${problem}`;
  }
  return null;
}

/** The book's index values: one per series and date (the table's key), at most so many per series. */
export function checkIndexRates(rates: BackupDocument['indexRates']): string | null {
  const seen = new Set<string>();
  const perSeries = new Map<string, number>();
  for (const [i, rate] of rates.entries()) {
    const key = `${rate.series}|${rate.date}`;
    if (seen.has(key))
      return `O backup repete o valor de ${INDEX_SERIES_FACTS[rate.series].label} de ${rate.date} em indexRates[${i}].`;
    seen.add(key);
    const count = (perSeries.get(rate.series) ?? 0) + 1;
    if (count > MAX_BACKUP_INDEX_RATES_PER_SERIES) {
      return (
        `O backup tem mais de ${MAX_BACKUP_INDEX_RATES_PER_SERIES.toLocaleString('pt-BR')} valores de ` +
        `${INDEX_SERIES_FACTS[rate.series].label} em indexRates, o limite por série.`
      );
    }
    perSeries.set(rate.series, count);
  }
  return null;
}

/** The book's typed exchange rates: one per currency and date (the table's key), at most so many per currency. */
export function checkExchangeRates(rates: BackupDocument['exchangeRates']): string | null {
  const seen = new Set<string>();
  const perCurrency = new Map<string, number>();
  for (const [i, rate] of rates.entries()) {
    const key = `${rate.currency}|${rate.date}`;
    if (seen.has(key))
      return `O backup repete a cotação de ${rate.currency} de ${rate.date} em exchangeRates[${i}].`;
    seen.add(key);
    const count = (perCurrency.get(rate.currency) ?? 0) + 1;
    if (count > MAX_BACKUP_EXCHANGE_RATES_PER_CURRENCY) {
      return (
        `O backup tem mais de ${MAX_BACKUP_EXCHANGE_RATES_PER_CURRENCY.toLocaleString('pt-BR')} cotações de ` +
        `${rate.currency} em exchangeRates, o limite por moeda.`
      );
    }
    perCurrency.set(rate.currency, count);
  }
  return null;
}
