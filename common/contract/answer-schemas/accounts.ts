import type { Balances } from '../balances';
import type { ReconcileResult, Reconciliation, UnreconciledRow } from '../reconcile';
import { z } from '../shared';
import { TRANSACTION_STATUSES } from '../transactions';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';
import { deletedAnswer } from './deleted';
import { accountAnswer, balancesAnswer } from './from-answers';

const unreconciledRow = answering<UnreconciledRow>()(
  z.object({
    id,
    date: isoDate,
    description: z.string(),
    amount: reais.describe('Em reais, com o sinal do efeito no saldo da conta (uma despesa é negativa)'),
    status: z.enum(TRANSACTION_STATUSES),
  }),
);

const reconciliation = answering<Reconciliation>()(
  z.object({
    date: isoDate,
    bankBalance: reais.nullable().describe('O saldo do banco informado, ou null'),
    balance: reais.describe('O saldo da conta no Grana ao fim da data'),
    difference: reais.nullable().describe('bankBalance − balance; null sem saldo do banco'),
    last: z
      .object({ date: isoDate, balance: reais })
      .nullable()
      .describe('A última conciliação confirmada da conta'),
    unreconciled: z
      .object({ count: z.number().int(), total: reais, rows: z.array(unreconciledRow) })
      .describe('As transações até a data ainda não conciliadas'),
  }),
);

const reconcileResult = answering<ReconcileResult>()(
  z.object({
    reconciled: z.number().int().describe('Quantas transações a confirmação marcou como conciliadas'),
    date: isoDate,
    balance: reais,
    adjustment: z
      .object({ id, amount: reais })
      .nullable()
      .describe('A transação de ajuste criada ("Criar ajuste e confirmar"), ou null'),
    opening: z
      .object({ before: reais, after: reais })
      .nullable()
      .describe('O saldo inicial antes e depois de "Corrigir saldo inicial e confirmar", ou null'),
  }),
);

export const ACCOUNT_ANSWERS: AnswerEntries = {
  'POST /accounts': [accountAnswer, 'A conta ou cartão criado'],
  'PUT /accounts': [accountAnswer, 'A conta ou cartão alterado'],
  'DELETE /accounts': [deletedAnswer, 'A conta excluída'],
  'GET /accounts/balances': [answering<Balances>()(balancesAnswer), 'Os saldos do livro hoje'],
  'POST /accounts/archive': [accountAnswer, 'A conta arquivada ou reativada'],
  'GET /accounts/{id}/reconciliation': [reconciliation, 'A conciliação da conta na data'],
  'POST /accounts/{id}/reconciliation': [reconcileResult, 'O que a conciliação confirmou'],
};
