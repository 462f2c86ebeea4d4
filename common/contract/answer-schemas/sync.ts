/**
 * The answers of the bank sync: the aggregator's credentials, the connections, their accounts and their runs.
 */
import { z } from '../shared';
import {
  CONNECTION_STATUSES,
  type ConnectionStatusText,
  SYNC_ACCOUNT_KINDS,
  SYNC_OUTCOMES,
  SYNC_PROVIDERS,
  SYNC_TRIGGERS,
  type SyncAccount,
  type SyncConnection,
  type SyncConnectToken,
  type SyncCredentials,
  type SyncRun,
} from '../sync';
import { type AnswerEntries, answering, id, instant, isoDate, reais } from './blocks';
import { deletedAnswer } from './deleted';

const credentials = answering<SyncCredentials>()(
  z.object({
    client_id: z.string().nullable().describe('O client id da própria pessoa, ou null'),
    has_secret: z.boolean().describe('Se há um client secret guardado (ele nunca volta)'),
    from_server: z.boolean().describe('As credenciais em uso são as do servidor (a pessoa não tem as suas)'),
  }),
);

const connectToken = answering<SyncConnectToken>()(
  z.object({ connect_token: z.string().describe('Abre o widget de conexão do Pluggy') }),
);

const count = z.number().int();

const run = answering<SyncRun>()(
  z.object({
    id,
    trigger: z.enum(SYNC_TRIGGERS),
    trigger_label: z.string(),
    started_at: instant,
    finished_at: instant.nullable(),
    outcome: z.enum([...SYNC_OUTCOMES, 'running']),
    outcome_label: z.string(),
    fetched: count.describe('Linhas lidas do banco'),
    inserted: count.describe('Transações novas'),
    matched: count.describe('Linhas combinadas com transações que já existiam'),
    updated: count,
    removed: count,
    investments_new: count.describe('Aplicações e ativos do banco registrados como novos'),
    investments_updated: count.describe('Aplicações e ativos do banco já no Grana que foram atualizados'),
    notes: z.array(z.string()).describe('O que a sincronização viu e deixou para a pessoa'),
    error: z.string().nullable().describe('O que deu errado; null quando nada deu'),
    import_ids: z
      .array(z.string())
      .describe('Uma importação por conta com linhas novas (ver /transactions/imports/{importId})'),
  }),
);

const account = answering<SyncAccount>()(
  z.object({
    id,
    kind: z.enum(SYNC_ACCOUNT_KINDS),
    kind_label: z.string(),
    name: z.string(),
    number: z.string().nullable(),
    currency: z.string().describe('A moeda da conta no banco (ISO 4217)'),
    bank_balance: reais.describe(
      'O saldo no banco, na moeda da conta, com o sinal do saldo no Grana (a dívida de um cartão é negativa)',
    ),
    bank_balance_at: instant,
    credit_limit: reais.nullable(),
    bill_closing_date: isoDate.nullable(),
    bill_due_date: isoDate.nullable(),
    account: z
      .object({
        id,
        name: z.string(),
        balance: reais.describe('Saldo hoje no Grana'),
        difference: reais.describe('Banco menos Grana'),
      })
      .nullable()
      .describe('A conta do Grana ligada; null quando não está ligada'),
  }),
);

const statusText = answering<ConnectionStatusText>()(
  z.object({
    label: z.string(),
    action: z.string().nullable().describe('O que fazer; null quando nada é preciso'),
    link: z.string().nullable(),
  }),
);

const connection = answering<SyncConnection>()(
  z.object({
    id,
    provider: z.enum(SYNC_PROVIDERS),
    item_id: z.string(),
    institution: z.string(),
    status: z.enum(CONNECTION_STATUSES),
    status_text: statusText,
    status_detail: z.string().nullable().describe('As palavras do agregador sobre o último problema'),
    last_sync_at: instant.nullable(),
    next_sync_at: instant.nullable().describe('null: espera a pessoa (o agregador recusou as credenciais)'),
    created_at: instant,
    last_run: run.nullable(),
    accounts: z.array(account),
  }),
);

export const SYNC_ANSWERS: AnswerEntries = {
  'GET /sync/credentials': [credentials, 'As credenciais do agregador (sem o segredo)'],
  'PUT /sync/credentials': [credentials, 'As credenciais guardadas (sem o segredo)'],
  'DELETE /sync/credentials': [credentials, 'As credenciais depois de apagadas'],
  'GET /sync/connections': [z.array(connection), 'As conexões com bancos'],
  'POST /sync/connections': [connection, 'A conexão criada'],
  'POST /sync/connect-token': [connectToken, 'O token para o widget de conexão'],
  'DELETE /sync/connections/{id}': [deletedAnswer, 'A conexão desfeita'],
  'GET /sync/connections/{id}/runs': [z.array(run), 'As últimas sincronizações da conexão'],
  'POST /sync/connections/{id}/sync': [run, 'A sincronização feita agora'],
  'PUT /sync/accounts/{id}': [account, 'A conta do banco, ligada'],
};
