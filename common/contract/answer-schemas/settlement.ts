/**
 * The answers of the acerto de contas: who owes whom in a shared book, and the acertos recorded.
 */
import {
  MAX_SETTLEMENTS_LISTED,
  type Settlement,
  type SettlementMember,
  type SettlementRecord,
} from '../household';
import { z } from '../shared';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';
import { deletedAnswer } from './deleted';

const member = answering<SettlementMember>()(
  z.object({
    userId: id,
    name: z.string(),
    paid: reais.describe('Despesas divididas que a pessoa pagou no período'),
    owed: reais.describe('A parte da pessoa nas despesas divididas do período'),
    sent: reais.describe('Acertos que a pessoa pagou'),
    received: reais.describe('Acertos que a pessoa recebeu'),
    balance: reais.describe(
      'paid - owed + sent - received: acima de zero os outros devem a ela; abaixo, ela deve',
    ),
  }),
);

const settlementRecord = answering<SettlementRecord>()(
  z.object({
    id,
    date: isoDate,
    fromUserId: id,
    fromName: z.string(),
    toUserId: id,
    toName: z.string(),
    amount: reais,
    transferId: z.string().nullable().describe('A transferência entre as contas do acerto; null sem contas'),
  }),
);

const settlement = answering<Settlement>()(
  z.object({
    from: isoDate,
    to: isoDate,
    members: z.array(member),
    payments: z
      .array(
        z.object({ fromUserId: id, fromName: z.string(), toUserId: id, toName: z.string(), amount: reais }),
      )
      .describe('Os menores pagamentos que acertam todos'),
    settlements: z
      .array(settlementRecord)
      .describe(`Os acertos do período, os mais novos primeiro (até ${MAX_SETTLEMENTS_LISTED})`),
    settlementsCount: z.number().int().describe('Quantos acertos o período tem'),
  }),
);

export const SETTLEMENT_ANSWERS: AnswerEntries = {
  'GET /settlement': [settlement, 'Quanto cada membro pagou e deve no período, e como acertar'],
  'POST /settlements': [settlementRecord, 'O acerto registrado'],
  'DELETE /settlements': [deletedAnswer, 'O acerto excluído'],
};
