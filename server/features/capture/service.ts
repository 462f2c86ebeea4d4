import type { CaptureCodeAnswer, CapturedBefore, CapturedCode } from '../../../common/contract/capture';
import { todayIn } from '../../../common/dates';
import { centsToReais } from '../../../common/money';
import { readPaymentCode } from '../../../common/payment-codes';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { badRequest } from '../../http/errors';
import { rulesForNew } from '../rules/public';
import { createSuggestionsService } from '../suggestions/public';
import { captureRepository } from './repository';

/** 'PADARIA SAO JOSE' -> 'Padaria Sao Jose': the BR Code writes names in capitals, people do not. */
function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** The words a transaction or conta made from the code starts with. */
function describe(code: CapturedCode): { description: string; payeeName: string | null } {
  if (code.kind === 'pix') {
    const payee = code.payee_name ? titleCase(code.payee_name) : null;
    return { description: payee ?? code.message ?? 'Pix', payeeName: payee };
  }
  if (code.boleto_type === 'arrecadacao')
    return { description: `Boleto ${code.segment ?? ''}`.trim(), payeeName: null };
  return { description: code.bank_name ? `Boleto ${titleCase(code.bank_name)}` : 'Boleto', payeeName: null };
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
      amountCents: Math.round((amount ?? 0) * 100),
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

  async function before(user: AuthUser, codeKey: string): Promise<CapturedBefore | null> {
    const uses = await captureRepository.usesOf(db, user.bookId, codeKey);
    // The latest made, conta or transaction.
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

  return {
    async read(user: AuthUser, raw: string): Promise<CaptureCodeAnswer> {
      const reading = readPaymentCode(raw, todayIn(user.timeZone));
      if (!reading.ok) throw badRequest(reading.message, 'bad_code');
      const { description, payeeName } = describe(reading.code);
      const category = await suggestCategory(user, description, payeeName, reading.code.amount);
      return {
        code: reading.code,
        code_key: reading.codeKey,
        suggestion: {
          description,
          payee_name: payeeName,
          category_id: category?.id ?? null,
          category_name: category?.name ?? null,
        },
        before: await before(user, reading.codeKey),
      };
    },
  };
}
