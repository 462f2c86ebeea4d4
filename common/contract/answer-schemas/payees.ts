import type { Payee } from '../payees';
import { z } from '../shared';
import { type AnswerEntries, answering, id } from './blocks';
import { deletedAnswer } from './deleted';

export const payeeAnswer = answering<Payee>()(
  z.object({
    id,
    name: z.string(),
    document: z
      .string()
      .nullable()
      .describe('CPF mascarado (***.456.789-**) ou CNPJ por inteiro; null quando não informado'),
    document_kind: z.enum(['cpf', 'cnpj']).nullable(),
  }),
);

export const PAYEE_ANSWERS: AnswerEntries = {
  'GET /payees': [z.array(payeeAnswer), 'Os favorecidos do livro (os que combinam com a busca ?q)'],
  'POST /payees': [payeeAnswer, 'O favorecido criado'],
  'PUT /payees': [payeeAnswer, 'O favorecido alterado'],
  'DELETE /payees': [deletedAnswer, 'O favorecido excluído'],
};
