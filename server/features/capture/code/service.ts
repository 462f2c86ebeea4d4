import { shortBankName } from '../../../../common/bank-names';
import {
  CAPTURE_LINK_TAKEN_MESSAGE,
  type CaptureCodeAnswer,
  type CapturedBefore,
  type CapturedCode,
  type CapturedSimilar,
  type CodeLinked,
  SIMILAR_WINDOW_DAYS,
} from '../../../../common/contract/capture';
import { addDays, todayIn } from '../../../../common/dates';
import { centsToReais, reaisToCents, roundToCents } from '../../../../common/money';
import { titleCaseName } from '../../../../common/names';
import { readPaymentCode } from '../../../../common/payment-codes';
import type { AuthUser } from '../../../auth-user';
import type { Db } from '../../../db/connect';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { actedBy, ledger, ledgerTransaction, references } from '../../ledger/public';
import { rulesForNew } from '../../rules/public';
import { createSuggestionsService } from '../../suggestions/public';
import { TRANSACTION_NOT_FOUND } from '../../transactions/public';
import { captureRepository } from './repository';

/** The words a transaction or conta made from the code starts with. */
function describe(code: CapturedCode): { description: string; payeeName: string | null } {
  if (code.kind === 'pix') {
    const payee = code.payee_name ? titleCaseName(code.payee_name) : null;
    return { description: payee ?? code.message ?? 'Pix', payeeName: payee };
  }
  if (code.boleto_type === 'arrecadacao')
    return { description: `Boleto ${code.segment ?? ''}`.trim(), payeeName: null };
  // A name cut short ('…') would be saved cut: a long one is left out of the description.
  const bank = code.bank_name ? shortBankName(titleCaseName(code.bank_name)) : null;
  return { description: bank && !bank.endsWith('…') ? `Boleto ${bank}` : 'Boleto', payeeName: null };
}

/** What was made before from the same code: the latest, conta or transaction. */
async function madeBefore(db: Db, user: AuthUser, codeKey: string): Promise<CapturedBefore | null> {
  const uses = await captureRepository.usesOf(db, user.bookId, codeKey);
  const latest = uses.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
  if (!latest) return null;
  return {
    kind: latest.kind,
    id: latest.id,
    description: latest.description,
    amount: centsToReais(latest.amountCents),
    date: latest.date,
    paid: latest.paid,
  };
}

/**
 * The statement came first: an expense of the code's amount already recorded around its date (a boleto's due
 * date when past, else today) and holding no code. Not asked when the code has no amount.
 */
async function similarExpense(
  db: Db,
  user: AuthUser,
  code: CapturedCode,
  today: string,
): Promise<CapturedSimilar | null> {
  if (code.amount === null) return null;
  const dated =
    code.kind === 'boleto' && code.due_date !== null && code.due_date < today ? code.due_date : today;
  const row = await captureRepository.similarExpense(db, user.bookId, {
    amountCents: reaisToCents(code.amount),
    from: addDays(dated, -SIMILAR_WINDOW_DAYS),
    to: today,
    near: dated,
  });
  if (!row) return null;
  return {
    id: row.id,
    description: row.description,
    amount: centsToReais(row.amountCents),
    date: row.date,
    account_name: row.accountName,
    from_bank: row.fromBank,
  };
}

/**
 * POST /capture/code: what a pasted Pix or boleto code says (common/payment-codes.ts), what the book's rules, history
 * and known merchants suggest for it, and what was made before from the same code. Writes nothing.
 */
export function createCaptureService(db: Db) {
  const suggestions = createSuggestionsService(db);

  async function suggestCategory(
    user: AuthUser,
    description: string,
    payeeName: string | null,
    amount: number | null,
  ) {
    const byRules = await rulesForNew(db, user.bookId, {
      description,
      payeeId: null,
      amountCents: roundToCents(amount ?? 0),
      // No account is chosen yet: a rule that needs one does not apply.
      accountId: 0,
      type: 'DESPESA',
    });
    if (byRules.categoryId !== null) {
      const name = await captureRepository.categoryName(db, user.bookId, byRules.categoryId);
      if (name !== null) return { id: byRules.categoryId, name };
    }
    const learnt = await suggestions.suggest(user, {
      description,
      type: 'DESPESA',
      ...(payeeName ? { payee: payeeName } : {}),
    } as Parameters<typeof suggestions.suggest>[1]);
    return learnt.category ? { id: learnt.category.id, name: learnt.category.name } : null;
  }

  function readOrRefuse(user: AuthUser, raw: string) {
    const reading = readPaymentCode(raw, todayIn(user.timeZone));
    if (!reading.ok) throw badRequest(reading.message, 'bad_code');
    return reading;
  }

  return {
    /**
     * 'Guardar o código neste lançamento': the code kept with a recorded row (the payment the statement brought
     * first), so that it is recognised when pasted again. Another book's row is absent; a row holding another
     * code is refused; the same code twice is kept once.
     */
    async link(user: AuthUser, raw: string, transactionId: number): Promise<CodeLinked> {
      const { codeKey, code } = readOrRefuse(user, raw);
      const outcome = await ledgerTransaction(db, actedBy(user, 'capture'), async (tx) => {
        const kept = await captureRepository.linkCode(tx, user.bookId, transactionId, codeKey);
        // A bank line has no payee: the Pix's recebedor becomes it (the book's own payee of that name first).
        const named = describe(code).payeeName;
        if (kept.outcome === 'kept' && kept.payeeId === null && named) {
          const name = (await captureRepository.payeeNamed(tx, user.bookId, named)) ?? named;
          const payeeId = await references.payeeByName(tx, user.bookId, name);
          await ledger.change(tx, user.bookId, [{ id: transactionId, values: { payeeId } }]);
        }
        return kept.outcome;
      });
      if (outcome === 'absent') throw notFound(TRANSACTION_NOT_FOUND);
      if (outcome === 'other') throw conflict(CAPTURE_LINK_TAKEN_MESSAGE, 'code_taken');
      return { id: transactionId, code_key: codeKey };
    },

    async read(user: AuthUser, raw: string): Promise<CaptureCodeAnswer> {
      const reading = readOrRefuse(user, raw);
      const described = describe(reading.code);
      // A code's name has no accents: the book's own payee of that name is the one meant, accents and all.
      const known = described.payeeName
        ? await captureRepository.payeeNamed(db, user.bookId, described.payeeName)
        : null;
      const payeeName = known ?? described.payeeName;
      const description =
        known && described.description === described.payeeName ? known : described.description;
      const category = await suggestCategory(user, description, payeeName, reading.code.amount);
      const made = await madeBefore(db, user, reading.codeKey);
      return {
        code: reading.code,
        code_key: reading.codeKey,
        suggestion: {
          description,
          payee_name: payeeName,
          category_id: category?.id ?? null,
          category_name: category?.name ?? null,
        },
        before: made,
        similar: made ? null : await similarExpense(db, user, reading.code, todayIn(user.timeZone)),
      };
    },
  };
}
