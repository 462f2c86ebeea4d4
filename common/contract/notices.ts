/**
 * GET /reminders: what the top bar's 'Avisos' counts, one item each — the fixed expenses, card bills and debt
 * instalments still to pay, overdue or due within NOTICE_DAYS, and the DARFs (Carnê-Leão, renda variável) due within
 * them (Grana does not know whether a DARF was paid, so a past one is not kept). The badge shows `count` and its page
 * lists `items` from the same answer, so the two cannot differ.
 */
import { z } from './shared';

/** Fixed expenses, card bills and debt instalments due within this many days (overdue ones included) count. */
export const NOTICE_DAYS = 7;

/**
 * What an item is: an occurrence of a fixed expense, a card's bill, a debt's instalment, the Carnê-Leão's DARF or
 * renda variável's.
 */
export const NOTICE_KINDS = [
  'gasto_fixo',
  'fatura',
  'parcela',
  'darf_carne_leao',
  'darf_renda_variavel',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const noticeItemSchema = z.object({
  kind: z.enum(NOTICE_KINDS),
  /** The fixed expense's id, the card's account id, the debt's id or, for a DARF, the book's: what the link acts on. */
  id: z.number().int().positive(),
  name: z.string().describe("'Aluguel', 'Fatura Nubank de dezembro', 'Financiamento · parcela 12/48'"),
  due_date: z.string().describe('Data AAAA-MM-DD do vencimento'),
  amount: z.number().describe('O que falta pagar, em reais (R$ 1.234,56 é 1234.56)'),
  days_left: z.number().int().describe('Dias até o vencimento: 0 vence hoje, negativo vencida'),
});
export type NoticeItem = z.output<typeof noticeItemSchema>;

export const noticesSchema = z.object({
  items: z.array(noticeItemSchema).describe('Do vencimento mais antigo ao mais distante'),
  count: z.number().int().min(0).describe('Quantos itens: o número do selo Avisos'),
});
export type Notices = z.output<typeof noticesSchema>;

/** The answer as the API reference documents it. */
export const noticesAnswer = z
  .object({ data: noticesSchema })
  .meta({ description: 'Os avisos: o que vence nos próximos dias ou já venceu, e quantos são' });
