/**
 * The answers of the main read routes a person's tools use, as Zod schemas: the API reference (GET /api/v1/openapi.json,
 * server/http/api-reference.ts) documents their 200 answers with them. The routes themselves declare no response
 * schema (a mismatch there would turn an answer into a 500); each schema here is held to the interface the server
 * answers with at compile time (`answering`), and the reference's test validates real answers against them.
 */
import { ANSWER_EXAMPLES } from './answer-examples';
import { answering, id, isoDate, reais } from './answer-schemas/blocks';
import {
  accountAnswer,
  budgetAnswer,
  categoryAnswer,
  dashboardAnswer,
  profileAnswer,
  transactionPageAnswer,
} from './answer-schemas/core';
import { LEDGER_ANSWERS } from './answer-schemas/ledger';
import { PEOPLE_AND_WEALTH_ANSWERS } from './answer-schemas/people-and-wealth';
import { REPORT_WHOLE_ANSWERS, UNCONVERTED } from './answer-schemas/reports';
import type { ErrorEnvelope } from './errors';
import { noticesAnswer } from './notices';
import type { TopItemsAnswer } from './reports';
import { z } from './shared';

export {
  accountAnswer,
  budgetAnswer,
  categoryAnswer,
  dashboardAnswer,
  profileAnswer,
  transactionAnswer,
  transactionPageAnswer,
} from './answer-schemas/core';

/** Every answer is `{ data }` (errors are `{ error: { message, reason? } }`); the example is a real answer's. */
const envelope = (key: string, data: z.ZodType, description: string) =>
  z.object({ data }).meta({ description, examples: [ANSWER_EXAMPLES[key]] });

const ANSWERS: Record<string, [z.ZodType, string]> = {
  'GET /accounts': [z.array(accountAnswer), 'As contas e cartões do livro'],
  'GET /transactions': [transactionPageAnswer, 'Uma página de transações'],
  'GET /categories': [z.array(categoryAnswer), 'As categorias do livro'],
  'GET /dashboard/summary': [dashboardAnswer, 'O resumo do período'],
  'GET /budgets': [z.array(budgetAnswer), 'Os orçamentos do mês'],
  'GET /me': [profileAnswer, 'O perfil da pessoa'],
};

/** The documented 200 answers, by 'METHOD path' under /api/v1. */
export const DOCUMENTED_ANSWERS: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries(ANSWERS).map(([key, [data, description]]) => [key, envelope(key, data, description)]),
);

/** /reports/top-expenses and /top-incomes: the envelope carries the period's total beside the data. */
const topItemsAnswer = answering<TopItemsAnswer>()(
  z
    .object({
      data: z.array(
        z.object({
          id,
          name: z.string(),
          date: isoDate,
          category: z.string().describe('As categorias do valor, a maior primeiro, ou "Sem categoria"'),
          total: reais,
        }),
      ),
      total: reais.describe('Todas as despesas (ou receitas) do período'),
      unconverted_accounts: z.array(id).describe(UNCONVERTED),
    })
    .meta({ description: 'As maiores transações do período e o total do período' }),
);

/** Answers documented whole, beside DOCUMENTED_ANSWERS (without a recorded example), by 'METHOD path'. */
export const WHOLE_ANSWERS: Record<string, z.ZodType> = {
  ...REPORT_WHOLE_ANSWERS,
  'GET /reports/top-expenses': topItemsAnswer,
  'GET /reports/top-incomes': topItemsAnswer,
  'GET /reminders': noticesAnswer,
};

/**
 * The answers of the other routes, described by feature in answer-schemas/ (without a recorded example): each
 * `{ data }` with the schema of its data, held to the contract's interface at compile time as those above.
 */
export const DESCRIBED_ANSWERS: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries({ ...LEDGER_ANSWERS, ...PEOPLE_AND_WEALTH_ANSWERS }).map(([key, [data, description]]) => [
    key,
    z.object({ data }).meta({ description }),
  ]),
);

/**
 * The success of a route whose data has no schema here yet: the envelope, its data not described (the contract's
 * TypeScript interface is the reference until a schema joins ANSWERS).
 */
export const undescribedAnswer = z
  .object({ data: z.unknown() })
  .required()
  .meta({ description: 'Sucesso: { data } (o formato de data ainda não está descrito aqui)' });

/** Every refusal (4xx): a message in Portuguese, shown as is, and a stable reason for the few the web acts on. */
export const errorAnswer = answering<ErrorEnvelope>()(
  z
    .object({ error: z.object({ message: z.string(), reason: z.string().optional() }) })
    .meta({ description: 'Recusa: { error: { message, reason? } }, com a mensagem em português' }),
);
