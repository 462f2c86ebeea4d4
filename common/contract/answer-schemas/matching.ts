import type {
  DuplicateCandidate,
  ImportMatch,
  MergeResult,
  UnmatchImportResult,
  UnmatchResult,
} from '../import-match';
import { z } from '../shared';
import { type AnswerEntries, answering, id, isoDate, reais } from './blocks';

const unmatchResult = answering<UnmatchResult>()(
  z.object({
    id: id.describe('A transação registrada, como era antes da combinação'),
    created: id.describe('A linha do extrato, agora uma transação própria'),
  }),
);

const mergeResult = answering<MergeResult>()(
  z.object({
    id: id.describe('A transação que fica'),
    merged: id.describe('A transação juntada a ela, agora excluída'),
  }),
);

const duplicateCandidate = answering<DuplicateCandidate>()(
  z.object({ id, date: isoDate, description: z.string(), amount: reais }),
);

const importMatch = answering<ImportMatch>()(
  z.object({
    id,
    type: z.enum(['RECEITA', 'DESPESA']),
    date: isoDate,
    description: z.string(),
    amount: reais,
    bank_line: z.object({ date: isoDate, text: z.string() }).describe('A linha do extrato combinada'),
  }),
);

const unmatchImportResult = answering<UnmatchImportResult>()(
  z.object({ unmatched: z.number().int().describe('Quantas combinações foram desfeitas') }),
);

export const MATCHING_ANSWERS: AnswerEntries = {
  'POST /transactions/{id}/unmatch': [unmatchResult, 'A transação separada da linha do extrato'],
  'POST /transactions/{id}/merge': [mergeResult, 'As transações juntadas'],
  'GET /transactions/{id}/duplicates': [
    z.array(duplicateCandidate),
    'As transações que podem ser duplicatas',
  ],
  'GET /transactions/imports/{importId}/matches': [
    z.array(importMatch),
    'As transações registradas que a importação combinou',
  ],
  'POST /transactions/imports/{importId}/unmatch': [
    unmatchImportResult,
    'Quantas combinações foram desfeitas',
  ],
};
