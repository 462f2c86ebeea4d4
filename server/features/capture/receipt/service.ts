// A receipt read: its type from its bytes, its text (reader.ts) within the person's place and the time limit,
// the fields by the rules of common/receipt-text.ts, and a category from the person's rules, history and the
// well-known merchants. Nothing is written.
import { ATTACHMENT_MESSAGES } from '../../../../common/contract/attachments';
import {
  RECEIPT_MESSAGES,
  RECEIPT_READ_TIMEOUT_MS,
  type ReceiptReading,
} from '../../../../common/contract/capture';
import { centsToReais } from '../../../../common/money';
import { readReceiptText } from '../../../../common/receipt-text';
import { runRules } from '../../../../common/rules';
import type { AuthUser } from '../../../auth-user';
import type { Db } from '../../../db/connect';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { type AttachmentStore, sentTypeOf, storedAttachmentBytes } from '../../attachments/public';
import { runnableRules } from '../../rules/public';
import { createSuggestionsService, expenseCategories } from '../../suggestions/public';
import { type CaptureAiConfig, proposeFields } from './ai';
import type { readingGate } from './gate';
import type { OcrEngine } from './ocr';
import { type FileText, textOfFile } from './reader';

export interface ReceiptsDeps {
  db: Db;
  store: AttachmentStore;
  ocr: OcrEngine;
  gate: ReturnType<typeof readingGate>;
  timeoutMs?: number;
  /** CAPTURE_AI_URL's endpoint; null: the rules alone. */
  ai?: CaptureAiConfig | null;
}

/** The work, answered by the deadline; past it the OCR worker is recycled, which ends the work it was doing. */
function byDeadline<T>(work: Promise<T>, ms: number, onLate: () => Promise<void>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onLate().catch(() => {});
      reject(new HttpError(422, RECEIPT_MESSAGES.timeout));
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The person's rules first (on the merchant's name as a description), then their history and the merchants. */
async function categoryOf(
  db: Db,
  user: AuthUser,
  merchant: string | null,
  totalCents: number | null,
): Promise<{ id: number; name: string } | null> {
  if (!merchant) return null;
  const rules = await runnableRules(db, user.bookId);
  if (rules.length > 0) {
    const outcome = runRules(rules, {
      description: merchant,
      payeeId: null,
      amountCents: totalCents ?? 0,
      // No account is known yet: a rule that asks for one does not match.
      accountId: 0,
      type: 'DESPESA',
    });
    if (outcome.categoryId !== null) {
      const category = (await expenseCategories(db, user.bookId)).find(
        (c) => Number(c.id) === outcome.categoryId,
      );
      if (category) return { id: Number(category.id), name: category.name };
    }
  }
  const suggested = await createSuggestionsService(db).suggest(user, {
    description: merchant.slice(0, 200),
    payee: merchant.slice(0, 80),
    type: 'DESPESA',
  });
  return suggested.category ? { id: suggested.category.id, name: suggested.category.name } : null;
}

async function readBytes(deps: ReceiptsDeps, user: AuthUser, bytes: Buffer): Promise<ReceiptReading> {
  const started = performance.now();
  const type = await sentTypeOf(bytes);
  if (!type) throw badRequest(ATTACHMENT_MESSAGES.type);
  const work = deps.gate.run(user.id, () => textOfFile(user.id, bytes, type, deps.ocr));
  const read: FileText = await byDeadline(work, deps.timeoutMs ?? RECEIPT_READ_TIMEOUT_MS, deps.ocr.recycle);
  const ruled = readReceiptText(read.text);
  const asked = deps.ai ? await proposeFields(deps.ai, read.text, ruled) : { fields: {}, proposed: [] };
  const fields = { ...ruled, ...asked.fields };
  const category = await categoryOf(deps.db, user, fields.merchant, fields.totalCents);
  return {
    source: read.source,
    total: fields.totalCents === null ? null : centsToReais(fields.totalCents),
    date: fields.date,
    cnpj: fields.cnpj,
    cpf: fields.cpf,
    merchant: fields.merchant,
    category_id: category?.id ?? null,
    category_name: category?.name ?? null,
    elapsed_ms: Math.round(performance.now() - started),
    ai_fields: asked.proposed,
  };
}

export function createReceiptsService(deps: ReceiptsDeps) {
  return {
    read: (user: AuthUser, bytes: Buffer) => readBytes(deps, user, bytes),
    /** A stored comprovante of the current book; another book's, a removed one or an unknown id: 404. */
    async readStored(user: AuthUser, id: number): Promise<ReceiptReading> {
      const bytes = await storedAttachmentBytes(deps.db, deps.store, user.bookId, id);
      if (!bytes) throw notFound(RECEIPT_MESSAGES.notFound);
      return readBytes(deps, user, bytes);
    },
  };
}
