import type { BackupDocument } from '../../../../common/contract/export/document';
import { FOREIGN_MESSAGES } from '../../../../common/contract/foreign-money';
import { HOME_CURRENCY } from '../../../../common/currencies';
import { reaisToCents } from '../../../../common/money';
import { check, type IdSets, type Legs } from './id-sets';

/**
 * The checks of the ledger's rows (check-references.ts): each transaction's references and parts, a divided
 * expense's shares, each transfer's legs, the acertos.
 */

/** Each transaction's references, instalment, tags, split parts and household parts; answers its transfers' legs. */
export function checkTransactions(doc: BackupDocument, sets: IdSets): Legs | string {
  const { accounts, categories, payees, goals, recurring, tags, people } = sets;
  const legs: Legs = new Map();
  const currencies = new Map(doc.accounts.map((a) => [a.id, a.currency]));
  for (const [i, t] of doc.transactions.entries()) {
    const at = `transactions[${i}]`;
    const found =
      check(`${at}.accountId`, t.accountId, accounts, 'a conta') ??
      check(`${at}.categoryId`, t.categoryId, categories, 'a categoria') ??
      check(`${at}.payeeId`, t.payeeId, payees, 'o favorecido') ??
      check(`${at}.goalId`, t.goalId, goals, 'a meta') ??
      check(`${at}.recurringId`, t.recurringId, recurring, 'o gasto fixo');
    if (found) return found;
    const installment = [t.installmentGroup, t.installmentNumber, t.installmentCount];
    if (
      installment.some((v) => v !== null) &&
      (installment.some((v) => v === null) || (t.installmentNumber ?? 0) > (t.installmentCount ?? 0))
    ) {
      return `Backup inválido em ${at}: uma parcela precisa do grupo, do número e do total, com o número até o total.`;
    }
    const seenTags = new Set<number>();
    for (const tagId of t.tagIds) {
      const tag = check(`${at}.tagIds`, tagId, tags, 'a tag');
      if (tag) return tag;
      if (seenTags.has(tagId)) return `Backup inválido em ${at}.tagIds: a tag ${tagId} aparece duas vezes.`;
      seenTags.add(tagId);
    }
    let parts = 0;
    for (const [j, split] of t.splits.entries()) {
      const part =
        check(`${at}.splits[${j}].categoryId`, split.categoryId, categories, 'a categoria') ??
        check(`${at}.splits[${j}].payeeId`, split.payeeId, payees, 'o favorecido');
      if (part) return part;
      parts += reaisToCents(split.amount);
    }
    if (parts > reaisToCents(t.amount)) {
      return `Backup inválido em ${at}.splits: as divisões somam mais que o valor do lançamento.`;
    }
    const shares = checkShares(at, t, people);
    if (shares) return shares;
    const foreign = checkForeign(at, t, currencies.get(t.accountId));
    if (foreign) return foreign;
    if (t.transferId !== null) {
      const list = legs.get(t.transferId) ?? [];
      // A leg of a transfer between two books stands alone: its transfer has no other leg in the file.
      list.push({
        type: t.type,
        cents: reaisToCents(t.amount),
        otherBook: t.otherBookId !== null,
        currency: currencies.get(t.accountId) ?? '',
      });
      legs.set(t.transferId, list);
    }
  }
  return legs;
}

/**
 * A row's amount abroad as the database keeps it (and as a typed one is taken: foreign-purchase.ts): in a currency
 * other than the real, on an account in reais, an estimate only with an amount; and so the figures a match's undo
 * would put back.
 */
function checkForeign(
  at: string,
  t: BackupDocument['transactions'][number],
  accountCurrency: string | undefined,
): string | null {
  const figures = t.matchUndo?.figures;
  for (const [where, f] of [
    [`${at}.foreignCurrency`, t],
    [`${at}.matchUndo.figures`, figures],
  ] as const) {
    if (!f) continue;
    if (f.foreignCurrency === HOME_CURRENCY)
      return `Backup inválido em ${where}: ${FOREIGN_MESSAGES.notForeign}`;
    if (f.foreignCurrency !== null && accountCurrency !== HOME_CURRENCY)
      return `Backup inválido em ${where}: ${FOREIGN_MESSAGES.onlyOnReais}`;
    // An estimate with no amount abroad is the IOF line Grana worked for a purchase abroad: on reais too.
    if (f.foreignEstimated && accountCurrency !== HOME_CURRENCY)
      return `Backup inválido em ${where}: ${FOREIGN_MESSAGES.onlyOnReais}`;
  }
  return null;
}

/**
 * A divided expense as the database keeps it: an expense, not a transfer, with a mode and at least one part,
 * each person once, the parts adding up to its amount; and no parts without a mode.
 */
function checkShares(
  at: string,
  t: BackupDocument['transactions'][number],
  people: Set<number>,
): string | null {
  if (t.shareMode === null) {
    return t.shares.length > 0 ? `Backup inválido em ${at}.shares: partes sem o modo da divisão.` : null;
  }
  if (t.type !== 'DESPESA' || t.transferId !== null || t.shares.length === 0)
    return `Backup inválido em ${at}: só uma despesa, com as partes de cada pessoa, pode ser dividida.`;
  const seen = new Set<number>();
  let cents = 0;
  for (const [j, share] of t.shares.entries()) {
    if (!people.has(share.personId))
      return `Referência inválida no backup: ${at}.shares[${j}] aponta para a pessoa ${share.personId}, que não está no arquivo.`;
    if (seen.has(share.personId)) return `Backup inválido em ${at}.shares: uma pessoa aparece duas vezes.`;
    seen.add(share.personId);
    cents += reaisToCents(share.amount);
  }
  return cents === reaisToCents(t.amount)
    ? null
    : `Backup inválido em ${at}.shares: as partes não somam o valor da despesa.`;
}

/**
 * A transfer is two legs of one book, an outflow and an inflow of one amount (each its own between accounts of two
 * currencies), or one leg to another book.
 */
export function checkTransfers(legs: Legs): string | null {
  for (const [transferId, pair] of legs) {
    const [a, b] = pair;
    const whole =
      (pair.length === 1 && a?.otherBook) ||
      (pair.length === 2 &&
        a &&
        b &&
        !a.otherBook &&
        !b.otherBook &&
        a.type !== b.type &&
        (a.cents === b.cents || a.currency !== b.currency));
    if (!whole) {
      return (
        `O backup tem uma transferência incompleta (${transferId.slice(0, 100)}): ` +
        'cada transferência tem uma saída e uma entrada do mesmo valor.'
      );
    }
  }
  return null;
}

/** An acerto is between two people of the file, and its transfer is one of the file's. */
export function checkSettlements(doc: BackupDocument, { people }: IdSets, legs: Legs): string | null {
  for (const [i, settlement] of doc.settlements.entries()) {
    const at = `settlements[${i}]`;
    const found =
      check(`${at}.fromPersonId`, settlement.fromPersonId, people, 'a pessoa') ??
      check(`${at}.toPersonId`, settlement.toPersonId, people, 'a pessoa');
    if (found) return found;
    if (settlement.fromPersonId === settlement.toPersonId)
      return `Backup inválido em ${at}: quem paga e quem recebe o acerto são a mesma pessoa.`;
    if (settlement.transferId !== null && !legs.has(settlement.transferId))
      return `Referência inválida no backup: ${at}.transferId aponta para uma transferência que não está no arquivo.`;
  }
  return null;
}
