/**
 * A connection's investments into the linked investment account: fixed income as positions
 * (investments/public.ts keepBankPosition), equities as holdings (variable-income/public.ts keepBankHolding). Each
 * investment is written in its own transaction, so that one the book refuses (a fraction of a share, a limit
 * reached) is told and the others still written. Nothing is ever deleted or sold: what the bank says and Grana
 * does not (another quantity, a position the bank no longer lists) is told in the run's notes for the person.
 */
import { formatQuantityBR } from '../../../common/contract/variable-income';
import { centsToReais, formatReais } from '../../../common/money';
import { scaledOf } from '../../../common/variable-income';
import type { Database } from '../../db/connect';
import { HttpError } from '../../http/errors';
import { bankPositionsOf, keepBankPosition } from '../investments/public';
import { type LedgerActor, ledgerTransaction } from '../ledger/public';
import { keepBankHolding } from '../variable-income/public';
import { investmentTerms } from './investment-terms';
import type { ProviderInvestment } from './provider';
import type { InvestmentCounts } from './runs-repository';

/** The notes a run keeps at most: a broker's hundred differences say no more than the first ones. */
const MAX_NOTES = 20;

export async function writeSyncedInvestments(
  database: Pick<Database, 'db'>,
  by: LedgerActor,
  bookId: number,
  accountId: number,
  investments: readonly ProviderInvestment[],
  today: string,
): Promise<InvestmentCounts> {
  const { db } = database;
  const counts: InvestmentCounts = { investmentsNew: 0, investmentsUpdated: 0, notes: [] };
  const note = (text: string) => counts.notes.push(text);
  let skipped = 0;
  const seen = new Set<string>();
  for (const investment of investments) {
    const terms = investmentTerms(investment, today);
    const label = investment.name;
    if (investment.status === 'withdrawn') continue; // told below when Grana still holds it open
    seen.add(investment.id);
    if (terms.kind === 'skipped') {
      if (terms.untracked) skipped++;
      else note(`${label}: ${terms.reason}; não foi registrado`);
      continue;
    }
    try {
      if (terms.kind === 'fixed_income') {
        const kept = await ledgerTransaction(db, by, (tx) =>
          keepBankPosition(tx, bookId, {
            providerId: investment.id,
            accountId,
            name: label,
            product: terms.product,
            indexing: terms.indexing,
            rate: terms.rate,
            appliedCents: terms.appliedCents,
            appliedOn: terms.appliedOn,
            maturityOn: terms.maturityOn,
            bankValueCents: terms.bankValueCents,
            bankValueOn:
              investment.valueDate !== null && investment.valueDate <= today ? investment.valueDate : today,
          }),
        );
        if (kept.outcome === 'full') {
          note(`${label}: o livro já tem o máximo de aplicações; não foi registrada`);
          continue;
        }
        if (kept.outcome === 'new') counts.investmentsNew++;
        else counts.investmentsUpdated++;
        if (kept.outcome === 'new' && terms.gap) note(`${label}: ${terms.gap}`);
        if (kept.outcome === 'updated' && kept.redeemedOn !== null)
          note(
            `${label}: resgatada no Grana, mas o banco ainda a mostra com ${formatReais(centsToReais(terms.bankValueCents))}`,
          );
      } else {
        const kept = await ledgerTransaction(db, by, (tx) =>
          keepBankHolding(tx, bookId, {
            accountId,
            ticker: terms.ticker,
            kind: terms.holdingKind,
            name: label,
            quantity: terms.quantity,
            unitPrice: terms.unitPrice,
            costPrice: terms.costPrice,
            purchasedOn: terms.purchasedOn,
            today,
          }),
        );
        if (kept.outcome === 'new') counts.investmentsNew++;
        else {
          counts.investmentsUpdated++;
          if (scaledOf(kept.granaQuantity) !== scaledOf(terms.quantity))
            note(
              `${terms.ticker}: o banco informa ${units(terms.quantity)}, o Grana tem ${units(kept.granaQuantity)}; nenhuma operação foi registrada (confira as compras e vendas)`,
            );
        }
      }
    } catch (error) {
      // The book refused it (HttpError, before any write of the rolled-back transaction): told, the others go on.
      if (!(error instanceof HttpError)) throw error;
      note(`${label}: não registrado (${error.message})`);
    }
  }
  for (const open of await bankPositionsOf(db, bookId, accountId)) {
    if (!seen.has(open.providerId))
      note(
        `${open.name}: o banco não mostra mais esta aplicação (resgatada?); ela continua no Grana até você registrar o resgate`,
      );
  }
  if (skipped > 0)
    note(
      skipped === 1
        ? '1 investimento de um tipo que o Grana não acompanha (fundo, previdência, COE) não foi registrado'
        : `${skipped} investimentos de tipos que o Grana não acompanha (fundos, previdência, COE) não foram registrados`,
    );
  counts.notes = counts.notes.slice(0, MAX_NOTES);
  return counts;
}

/** '100 unidades', '37,5 unidades'. */
function units(quantity: string): string {
  const text = formatQuantityBR(scaledOf(quantity));
  return `${text} ${text === '1' ? 'unidade' : 'unidades'}`;
}
