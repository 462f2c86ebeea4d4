import { type Rule, type RuleApplyResult, type RuleCondition, TEXT_OPERATORS } from '../rules';
import { z } from '../shared';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';
import { deletedAnswer } from './deleted';

const ruleCondition = answering<RuleCondition>()(
  z.discriminatedUnion('field', [
    z.object({ field: z.literal('description'), operator: z.enum(TEXT_OPERATORS), value: z.string() }),
    z.object({ field: z.literal('payee'), payee_id: id }),
    z.object({ field: z.literal('amount'), min: reais.nullable(), max: reais.nullable() }),
    z.object({ field: z.literal('account'), account_id: id }),
    z.object({ field: z.literal('type'), value: z.enum(['RECEITA', 'DESPESA']) }),
  ]),
);

const ruleAnswer = answering<Rule>()(
  z.object({
    id,
    name: z.string(),
    position: z.number().int().describe('A ordem em que a regra roda'),
    conditions: z.array(ruleCondition).describe('Todas precisam valer para as ações rodarem'),
    actions: z.object({
      category_id: id.nullable(),
      category_name: z.string().nullable(),
      payee_id: id.nullable(),
      payee_name: z.string().nullable(),
      tag_ids: z.array(id),
      tag_names: z.array(z.string()),
      description: z.string().nullable().describe('A nova descrição, ou null'),
    }),
  }),
);

const ruleApplyResult = answering<RuleApplyResult>()(
  z.object({
    count: z.number().int().describe('Quantas transações mudam (ou mudaram)'),
    changes: z
      .array(
        z.object({
          id,
          date: isoDate,
          amount: reais,
          type: z.enum(['RECEITA', 'DESPESA']),
          account_name: z.string(),
          before: z.object({
            description: z.string(),
            category_name: z.string().nullable(),
            payee_name: z.string().nullable(),
          }),
          after: z.object({
            description: z.string(),
            category_name: z.string().nullable(),
            payee_name: z.string().nullable(),
            added_tags: z.array(z.string()),
          }),
        }),
      )
      .describe('As primeiras mudanças, as mais recentes primeiro'),
    applied: z.boolean().describe('false numa prévia: nada foi alterado'),
  }),
);

export const RULE_ANSWERS: AnswerEntries = {
  'GET /rules': [z.array(ruleAnswer), 'As regras, na ordem em que rodam'],
  'POST /rules': [ruleAnswer, 'A regra criada'],
  'PUT /rules': [ruleAnswer, 'A regra alterada'],
  'DELETE /rules': [deletedAnswer, 'A regra excluída'],
  'PUT /rules/order': [z.array(ruleAnswer), 'As regras na nova ordem'],
  'POST /rules/apply': [ruleApplyResult, 'As transações que as regras mudam (ou mudaram)'],
};
