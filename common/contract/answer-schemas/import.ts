import { ACCOUNT_TYPES } from '../accounts';
import {
  type AppImportAccount,
  type AppImportCategory,
  type AppImportJob,
  type AppImportPreview,
  type AppImportResult,
  DAY_ORDERS,
  SOURCE_APPS,
} from '../app-import';
import type { ImportHint, ImportResult } from '../import';
import { LINE_MATCH_KINDS, type LineMatch, type MatchRow } from '../import-match';
import { z } from '../shared';
import type { StatementAccountAnswer } from '../statement-accounts';
import { type AnswerEntries, answering, id, instant, isoDate, reais } from './blocks';

const matchRow = answering<MatchRow>()(
  z.object({ id, date: isoDate, description: z.string(), amount: reais }),
);

const lineMatch = answering<LineMatch>()(
  z.object({
    kind: z.enum(LINE_MATCH_KINDS),
    row: matchRow
      .nullable()
      .describe('A transação combinada (registrada, transferência, duplicata), ou null'),
    recurring: z
      .object({
        id,
        description: z.string(),
        month: z.string().describe('AAAA-MM'),
        expectedAmount: reais.nullable().describe('O valor esperado, quando o da linha é outro'),
      })
      .nullable()
      .describe('O fixo que a linha paga'),
    transfer: z
      .object({ from: z.string(), to: z.string() })
      .nullable()
      .describe('As contas de uma transferência'),
    candidates: z.array(matchRow).describe('As transações com que a pessoa pode combinar a linha'),
  }),
);

const importHint = answering<ImportHint>()(
  z.object({
    category: z
      .object({ id, name: z.string(), source: z.enum(['regra', 'histórico', 'padrão']) })
      .nullable()
      .describe('A categoria que uma linha sem categoria receberia, e de onde'),
    installmentRecorded: z.boolean().describe('Uma parcela já registrada (não será gravada de novo)'),
    match: lineMatch,
  }),
);

const importResultFields = {
  inserted: z.number().int().describe('Transações gravadas; uma transferência grava duas'),
  skipped: z.number().int().describe('Linhas que não gravaram nada'),
  duplicates: z.number().int(),
  installmentsMatched: z.number().int(),
  matched: z.number().int().describe('Linhas combinadas com uma transação já registrada'),
  recurringPaid: z.number().int(),
  transfersMatched: z.number().int(),
  ambiguous: z.number().int(),
  skippedByChoice: z.number().int(),
  ruled: z.number().int().describe('Transações categorizadas pelas regras'),
  suggested: z.number().int().describe('Transações categorizadas pelo histórico'),
  standard: z.number().int().describe('Transações com a categoria padrão do estabelecimento'),
  billPayments: z.number().int(),
  laterInstallments: z.number().int(),
  billPaymentOffers: z.number().int().describe('Linhas que parecem pagamento de fatura'),
  errors: z
    .array(z.object({ line: z.number().int(), message: z.string() }))
    .describe('Os primeiros problemas'),
  errorCount: z.number().int(),
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  accountId: id.nullable().describe('A conta de todas as linhas, ou null quando foram para várias'),
  importId: z.string().nullable().describe('GET /transactions?importId= lista as transações gravadas'),
  statementBalance: z
    .object({ date: isoDate, amount: reais })
    .nullable()
    .describe('O saldo que um OFX informa, para conferir'),
};

const importResult = answering<ImportResult>()(z.object(importResultFields));

const statementAccount = answering<StatementAccountAnswer>()(
  z.object({
    accountId: id.nullable().describe('A conta das importações anteriores deste extrato, ou null'),
  }),
);

const appImportAccount = answering<AppImportAccount>()(
  z.object({
    name: z.string(),
    kind: z.enum(ACCOUNT_TYPES),
    rows: z.number().int(),
    movement: reais,
    opening: reais,
    match: z
      .object({ id, name: z.string(), by: z.enum(['choice', 'name', 'near']) })
      .nullable()
      .describe('A conta da pessoa para onde vai, ou null: uma nova'),
    balanceBefore: reais,
    balanceAfter: reais,
    earlier: z.object({ before: isoDate.nullable(), movement: reais }).nullable(),
    keepBalance: z.boolean(),
  }),
);

const appImportCategory = answering<AppImportCategory>()(
  z.object({
    key: z.string(),
    name: z.string(),
    parent: z.string().nullable(),
    type: z.enum(['receita', 'despesa']),
    rows: z.number().int(),
    total: reais,
    match: z
      .object({ id, path: z.string(), remembered: z.boolean(), near: z.boolean() })
      .nullable()
      .describe('A categoria da pessoa para onde vai, ou null: uma nova'),
  }),
);

const appImportPreview = answering<AppImportPreview>()(
  z.object({
    app: z.enum(SOURCE_APPS),
    rows: z.number().int(),
    fresh: z.number().int().describe('Transações que a importação grava'),
    known: z.number().int().describe('Transações já no Grana'),
    from: isoDate.nullable(),
    to: isoDate.nullable(),
    transfers: z.number().int(),
    installments: z.number().int(),
    installmentsToCome: z.number().int(),
    payees: z.number().int(),
    tags: z.array(z.string()),
    accounts: z.array(appImportAccount),
    categories: z.array(appImportCategory),
    sample: z.array(
      z.object({
        line: z.number().int(),
        date: isoDate,
        description: z.string(),
        amount: reais,
        type: z.enum(['RECEITA', 'DESPESA', 'TRANSFER']),
        account: z.string(),
        destination: z.string().nullable(),
        category: z.string().nullable(),
        installment: z.string().nullable(),
      }),
    ),
    errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
    errorCount: z.number().int(),
    dayOrder: z
      .object({ order: z.enum(DAY_ORDERS), asked: z.boolean() })
      .nullable()
      .describe('Como as datas são lidas; asked: a página precisa perguntar'),
  }),
);

const appImportResult = answering<AppImportResult>()(
  z.object({
    ...importResultFields,
    transactions: z.number().int(),
    accountsCreated: z.number().int(),
    categoriesCreated: z.number().int(),
    tagsCreated: z.number().int(),
  }),
);

const appImportJob = answering<AppImportJob>()(
  z.object({
    id: z.string(),
    app: z.enum(SOURCE_APPS),
    fileName: z.string(),
    status: z.enum(['running', 'done', 'failed']),
    total: z.number().int().describe('Linhas que o arquivo grava'),
    written: z.number().int().describe('Linhas gravadas até agora'),
    result: appImportResult.nullable(),
    error: z.string().nullable(),
    createdAt: instant,
  }),
);

export const IMPORT_ANSWERS: AnswerEntries = {
  'POST /transactions/import-hints': [z.array(importHint), 'O que cada linha do extrato seria'],
  'GET /import/statement-account': [statementAccount, 'A conta a que o extrato pertence'],
  'POST /transactions/import-csv': [importResult, 'O que a importação gravou'],
  'POST /import/apps/preview': [appImportPreview, 'O que a importação do arquivo faria'],
  'POST /import/apps': [appImportJob, 'A importação iniciada'],
  'GET /import/apps/current': [appImportJob.nullable(), 'A importação em andamento, ou null'],
  'GET /import/apps/job': [appImportJob.nullable(), 'A importação pedida, ou null'],
};
