import { shortBankName } from '../../../../common/bank-names';
import {
  type CaptureCodeAnswer,
  type CapturedBefore,
  type CapturedCode,
  type CapturedSimilar,
  pixKeyTypeLabels,
} from '../../../../common/contract/capture';
import type { RecurringCreateBody } from '../../../../common/contract/recurring';
import { formatDateBR } from '../../../../common/dates';
import { centsToInputText, formatReais, reaisToCents } from '../../../../common/money';
import { type NewTransactionValues, newTransactionForm } from '../shared/new-transaction-form';

/** The fields of 'Nova transação' a code or a receipt may fill; each filled one is marked beside its label. */
export type CapturedField = 'amount' | 'date' | 'description' | 'payeeName' | 'categoryId';
export type CapturedValues = Partial<Pick<NewTransactionValues, CapturedField>>;

/** What a code read puts into the form: the values, and the due date that makes it a conta a pagar. */
export interface CodeFill {
  values: CapturedValues;
  /**
   * The fields whose value the code itself holds (marked 'lido do código'): its amount, a Pix's payee, a future
   * boleto's due date. The rest is Grana's suggestion or today, which the person checks like any default.
   */
  read: CapturedField[];
  /** A boleto due after today: the dialog offers 'Salvar como conta a pagar' on that date. */
  futureDue: string | null;
}

const moneyInput = (reais: number) => centsToInputText(reaisToCents(reais));

/**
 * The form's fields from POST /capture/code's answer: the code's amount, Grana's suggested description, payee and
 * category, and the date: a boleto's due date when it is after today (the bill is paid then), else today. A field
 * the answer leaves empty is not touched, so what the person typed stays.
 */
export function codeFill(answer: CaptureCodeAnswer, today: string): CodeFill {
  const { code, suggestion } = answer;
  const values: CapturedValues = {};
  if (code.amount !== null && code.amount > 0) values.amount = moneyInput(code.amount);
  if (suggestion.description.trim()) values.description = suggestion.description.trim();
  const payee = suggestion.payee_name ?? (code.kind === 'pix' ? code.payee_name : null);
  if (payee?.trim()) values.payeeName = payee.trim();
  if (suggestion.category_id !== null) values.categoryId = String(suggestion.category_id);
  const futureDue =
    code.kind === 'boleto' && code.due_date !== null && code.due_date > today ? code.due_date : null;
  values.date = futureDue ?? today;
  const read: CapturedField[] = [];
  if (values.amount !== undefined) read.push('amount');
  if (values.payeeName !== undefined && code.kind === 'pix') read.push('payeeName');
  if (futureDue) read.push('date');
  return { values, read, futureDue };
}

/** A Pix key's type after 'chave': 'chave CPF', 'chave e-mail', 'chave aleatória'. */
function keyWords(code: Extract<CapturedCode, { kind: 'pix' }>): string {
  if (code.pix_type === 'dinamico' || code.key_type === null) return 'cobrança com QR dinâmico';
  if (code.key_type === 'aleatoria') return 'chave aleatória';
  const label = pixKeyTypeLabels[code.key_type];
  return `chave ${label === label.toUpperCase() ? label : label.toLowerCase()}`;
}

/** The code in words, above the fields: 'Pix para FULANO DE TAL · chave CPF', 'Boleto Banco do Brasil · vence 10/12/2026'. */
export function codeWords(code: CapturedCode): string {
  if (code.kind === 'pix') return `Pix para ${code.payee_name} · ${keyWords(code)}`;
  if (code.boleto_type === 'arrecadacao')
    return code.segment ? `Conta de ${code.segment}` : 'Conta de concessionária ou tributo';
  const bank = code.bank_name
    ? `Boleto ${shortBankName(code.bank_name)}`
    : `Boleto do banco ${code.bank_code ?? ''}`.trim();
  return code.due_date ? `${bank} · vence ${formatDateBR(code.due_date)}` : bank;
}

/**
 * What was made from the same code before, said plainly: 'Este boleto já foi registrado: Conta de luz, R$ 120,00,
 * vence 10/12/2026 (pendente)'.
 */
export function beforeWords(code: CapturedCode, before: CapturedBefore): string {
  const what = code.kind === 'pix' ? 'Este Pix' : 'Este boleto';
  const money = formatReais(before.amount);
  if (before.kind === 'conta') {
    const status = before.paid ? 'paga' : 'pendente';
    return `${what} já foi registrado: ${before.description}, ${money}, vence ${formatDateBR(before.date)} (${status})`;
  }
  return `${what} já foi registrado: ${before.description}, ${money}, em ${formatDateBR(before.date)}`;
}

/**
 * A recorded expense that may be this payment (the statement came first), said plainly: 'Parece já estar no
 * extrato: PIX ENVIADO PADARIA, R$ 42,50, em 27/11/2026, Nubank'.
 */
export function similarWords(similar: CapturedSimilar): string {
  const where = similar.from_bank ? 'Parece já estar no extrato' : 'Parece já ter sido registrado';
  return `${where}: ${similar.description}, ${formatReais(similar.amount)}, em ${formatDateBR(similar.date)}, ${similar.account_name}`;
}

/** Where the earlier record is seen: the fixed items page for a conta, the list filtered to the row otherwise. */
export function beforeLink(before: CapturedBefore): string {
  if (before.kind === 'conta') return '/gastos-fixos';
  const query = new URLSearchParams({ q: before.description, from: before.date, to: before.date });
  return `/transactions?${query.toString()}`;
}

/**
 * 'Salvar como conta a pagar': POST /recurring's body for the filled form (an expense due on the boleto's date,
 * on the chosen account), carrying the code's key so the same boleto pasted again is recognised as this bill.
 */
export function billBody(
  values: NewTransactionValues,
  dueDate: string,
  capturedCode: string,
): RecurringCreateBody {
  const v = newTransactionForm.parse({ ...values, kind: 'despesa', installments: '', billMonth: '' });
  return {
    kind: 'conta',
    type: 'DESPESA',
    account_id: v.accountId,
    amount: v.amount,
    ...(v.description ? { description: v.description } : {}),
    category_id: v.categoryId ?? null,
    ...(v.payeeName ? { payee_name: v.payeeName } : { payee_id: null }),
    next_run: dueDate,
    mode: 'manual',
    captured_code: capturedCode,
  };
}
