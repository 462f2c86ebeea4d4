// Bank sync (issue 34): the person's credentials at the aggregator (Pluggy), their connections (one per bank), the
// bank's accounts linked to Grana's, and the runs. The words a person reads about a connection's state live here.
import { idSchema, z } from './shared';

/** The aggregators Grana syncs through. */
export const SYNC_PROVIDERS = ['pluggy'] as const;
export type SyncProviderName = (typeof SYNC_PROVIDERS)[number];

/** Where a person manages their bank connections at Pluggy (MeuPluggy: free access to one's own data). */
export const MEU_PLUGGY_URL = 'https://meu.pluggy.ai';

/** Connections a person may have: MeuPluggy itself allows 5; a bound for everyone's speed beyond that. */
export const MAX_CONNECTIONS = 10;
export const TOO_MANY_CONNECTIONS_MESSAGE = `Você já tem ${MAX_CONNECTIONS} conexões bancárias, o limite. Desconecte alguma antes de adicionar outra.`;

/**
 * Days a connection's first sync reads back: about three months, as the aggregators keep by default. The page's
 * link to an account's synced rows starts there too.
 */
export const FIRST_SYNC_DAYS = 90;

/** Pluggy's client ids and secrets are uuids; the bound leaves room for another aggregator's. */
export const CLIENT_ID_MAX_LENGTH = 200;
export const CLIENT_SECRET_MAX_LENGTH = 500;
/** An item id: Pluggy's are uuids. */
export const ITEM_ID_MAX_LENGTH = 100;

export const CLIENT_ID_MISSING_MESSAGE = 'Informe o client id do Pluggy';
export const CLIENT_SECRET_MISSING_MESSAGE = 'Informe o client secret do Pluggy';
export const ITEM_ID_MISSING_MESSAGE =
  'Informe o item id da conexão (copie-o da conexão do MeuPluggy no dashboard do Pluggy)';

export const SYNC_MESSAGES = {
  notConfigured: 'A sincronização bancária não está configurada neste servidor: defina SYNC_ENCRYPTION_KEY.',
  credentialsRefused: 'O Pluggy recusou o client id ou o client secret.',
  /** The person's secret was sealed with a key the server no longer has (SYNC_ENCRYPTION_KEY changed). */
  credentialsUnreadable:
    'Não foi possível ler suas credenciais do Pluggy: a chave deste servidor mudou. Informe o client id e o client secret de novo.',
  noCredentials: 'Informe suas credenciais do Pluggy (client id e client secret) antes de conectar um banco.',
  itemNotFound:
    'O Pluggy não encontrou esta conexão: confira o item id na conexão do MeuPluggy no dashboard do Pluggy.',
  connectionExists: 'Esta conexão já foi adicionada.',
  /** "Conectar banco" (Pluggy Connect) is for the installation's own pair only. */
  connectUnavailable:
    'Conectar pelo Pluggy Connect só funciona com as credenciais do Pluggy deste servidor: adicione o item id da sua conexão do MeuPluggy.',
  alreadySyncing: 'Esta conexão já está sincronizando. Espere alguns instantes e veja o resultado.',
  providerUnavailable: 'O Pluggy não respondeu agora. Tente de novo em alguns minutos.',
  providerBusy: 'O Pluggy pediu para esperar antes de novas consultas. Tente de novo em alguns minutos.',
  providerRejected: 'O Pluggy recusou o pedido. Tente de novo mais tarde.',
  connectionNotFound: 'Conexão não encontrada',
  syncAccountNotFound: 'Conta do banco não encontrada',
  alreadyLinked: 'Esta conta do Grana já está ligada a outra conta do banco.',
  cardToCardOnly: 'Um cartão do banco só pode ser ligado a um cartão de crédito do Grana.',
  bankNotToCard: 'Uma conta do banco não pode ser ligada a um cartão de crédito do Grana.',
  investmentToInvestmentOnly:
    'Os investimentos do banco só podem ser ligados a uma conta do tipo Investimentos do Grana.',
  linkChoice: 'Escolha uma conta do Grana (account_id) ou peça para criar uma (create: true).',
  linkBoth: 'Escolha uma conta do Grana ou peça para criar uma, não as duas coisas.',
  /** The provider's data does not make a valid Grana account (a card without its bill days, say). */
  nameTaken: (name: string) =>
    `Já existe uma conta chamada "${name}" no Grana: ligue esta conta do banco a ela, ou renomeie-a e tente de novo.`,
  /** A bank account in one currency and a Grana account in another (a dollar account at Nomad and Itaú in reais). */
  currencyMismatch: (bankCurrency: string, account: string, accountCurrency: string) =>
    `Esta conta do banco está em ${bankCurrency} e a conta ${account} do Grana está em ${accountCurrency}. ` +
    `Ligue-a a uma conta em ${bankCurrency} ou peça para criar uma.`,
  /** The bank reports a currency Grana does not keep (common/currencies.ts). */
  unknownCurrency: (currency: string) =>
    `Esta conta do banco está em ${currency}, uma moeda que o Grana não acompanha: ela não pode ser ligada nem criada.`,
  cannotCreate: (reason: string) =>
    `Não foi possível criar a conta com os dados do banco: ${reason}. Crie-a em Contas e ligue-a aqui.`,
} as const;

/** Why a run failed, for the person (a run's `error`): what happened and what to do. */
export const SYNC_RUN_MESSAGES = {
  /** A run's note: a bank account linked (before the bank said its currency) to a Grana account in another one. */
  currencyMismatch: (bank: string, bankCurrency: string, account: string, accountCurrency: string) =>
    `A conta ${bank} do banco está em ${bankCurrency} e a conta ${account} do Grana está em ${accountCurrency}: ` +
    `suas linhas não foram sincronizadas. Ligue-a a uma conta em ${bankCurrency}.`,
  noCredentials: 'Informe suas credenciais do Pluggy em Conexões bancárias para sincronizar.',
  credentialsUnreadable:
    'Não foi possível ler suas credenciais do Pluggy: a chave deste servidor mudou. Informe o client id e o client secret de novo.',
  credentials:
    'O Pluggy recusou o client id ou o client secret. Confira-os em Conexões bancárias: a sincronização espera por isso.',
  not_found:
    'O Pluggy não encontrou esta conexão: ela pode ter sido removida no MeuPluggy. Conecte-a de novo.',
  rate_limited:
    'O Pluggy pediu para esperar antes de novas consultas. A sincronização tenta de novo sozinha.',
  unavailable: 'O Pluggy não respondeu. A sincronização tenta de novo sozinha em alguns minutos.',
  rejected: 'O Pluggy recusou o pedido. A sincronização tenta de novo mais tarde.',
  tooManyLines:
    'O banco enviou mais lançamentos do que uma sincronização aceita. Importe o extrato por arquivo.',
  internal: 'A sincronização falhou por um erro do Grana. Ela tenta de novo sozinha em alguns minutos.',
  tooManyPages:
    'O banco respondeu em páginas demais e a sincronização parou. Ela tenta de novo sozinha mais tarde.',
  tooSlow:
    'O banco demorou demais para responder e a sincronização parou. Ela tenta de novo sozinha mais tarde.',
} as const;

/**
 * Why a bank line was not written (sync/screen-lines.ts): the run writes the others and names these in its notes.
 */
export const SYNC_SKIP_REASONS = {
  noId: 'sem o identificador do banco',
  date: 'data inválida',
  outsideWindow: 'data fora do período pedido ao banco',
  belowCent: 'valor abaixo de R$ 0,01',
  amount: 'valor inválido ou acima do limite',
  installment: 'parcelamento inválido',
  repeated: 'repetida na resposta do banco com outro valor ou data',
  refused: 'recusada pelo banco de dados',
} as const;

/** The first note of a run that skipped lines: how many, before one note per line (at most SKIPPED_LINES_NOTED). */
export function skippedLinesNote(count: number): string {
  return count === 1
    ? '1 linha do banco foi ignorada: ela não pôde ser gravada como veio. Veja o motivo abaixo.'
    : `${count} linhas do banco foram ignoradas: elas não puderam ser gravadas como vieram. Veja os motivos abaixo.`;
}

/** The most lines a run names one by one in its notes; the count says how many in all. */
export const SKIPPED_LINES_NOTED = 20;

/** Said where the backup describes what it holds (common/contract/export/document.ts). */
export const BACKUP_SYNC_NOTE =
  'A sincronização bancária (credenciais e conexões) não vai no backup: conecte de novo depois de restaurar.';

const requiredText = (missing: string, max: number, what: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `O ${what} deve ter no máximo ${max} caracteres` });

/** PUT /sync/credentials: the person's own pair, checked with the provider before it is kept. */
export const syncCredentialsBody = z.object({
  client_id: requiredText(CLIENT_ID_MISSING_MESSAGE, CLIENT_ID_MAX_LENGTH, 'client id'),
  client_secret: requiredText(CLIENT_SECRET_MISSING_MESSAGE, CLIENT_SECRET_MAX_LENGTH, 'client secret'),
});
export type SyncCredentialsBody = z.input<typeof syncCredentialsBody>;

/** GET /sync/credentials. The secret never comes back, not even masked. */
export interface SyncCredentials {
  /** The person's own client id, or null. */
  client_id: string | null;
  has_secret: boolean;
  /** The installation's operator credentials are the ones in use (the person has none of their own). */
  from_server: boolean;
}

/** POST /sync/connect-token: a token that opens Pluggy Connect for the person (the installation's pair only). */
export interface SyncConnectToken {
  connect_token: string;
}

/** POST /sync/connections: a MeuPluggy item. */
export const syncConnectionBody = z.object({
  item_id: requiredText(ITEM_ID_MISSING_MESSAGE, ITEM_ID_MAX_LENGTH, 'item id'),
});
export type SyncConnectionBody = z.input<typeof syncConnectionBody>;

export const syncIdParams = z.object({ id: idSchema });

/**
 * PUT /sync/accounts/:id: link the bank's account to the person's Grana account (`account_id`), unlink it
 * (`account_id: null`), or create the Grana account from the bank's data (`create: true`).
 */
export const syncAccountLinkBody = z
  .object({
    account_id: idSchema.nullish(),
    create: z.boolean({ error: 'O campo "create" deve ser verdadeiro ou falso' }).optional(),
  })
  .superRefine((value, ctx) => {
    const linking = value.account_id !== undefined;
    const creating = value.create === true;
    if (linking && creating)
      ctx.addIssue({ code: 'custom', path: ['create'], message: SYNC_MESSAGES.linkBoth });
    else if (!linking && !creating)
      ctx.addIssue({ code: 'custom', path: ['account_id'], message: SYNC_MESSAGES.linkChoice });
  });
export type SyncAccountLinkBody = z.input<typeof syncAccountLinkBody>;

/** A connection's state at the aggregator (ItemStatus on the server), and Grana's own 'needs_credentials'. */
export const CONNECTION_STATUSES = [
  'ok',
  'updating',
  'login_error',
  'waiting_user_input',
  'outdated',
  'needs_credentials',
] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** What a connection's state means to the person and what to do about it, with where to do it. */
export interface ConnectionStatusText {
  label: string;
  /** What to do; null when nothing is needed. */
  action: string | null;
  link: string | null;
}

export const CONNECTION_STATUS_TEXTS: Record<ConnectionStatus, ConnectionStatusText> = {
  ok: { label: 'Conectada', action: null, link: null },
  updating: {
    label: 'Atualizando no Pluggy',
    action: 'O banco está enviando os dados ao Pluggy. Aguarde alguns minutos.',
    link: null,
  },
  login_error: {
    label: 'O banco recusou o acesso',
    action: 'Reconecte sua conta no MeuPluggy.',
    link: MEU_PLUGGY_URL,
  },
  waiting_user_input: {
    label: 'O banco pede uma confirmação',
    action: 'Abra a conexão no MeuPluggy e informe o código ou aprove o acesso no app do banco.',
    link: MEU_PLUGGY_URL,
  },
  outdated: {
    label: 'Desatualizada',
    action:
      'A última atualização no Pluggy falhou e será tentada de novo. Se continuar, atualize a conexão no MeuPluggy.',
    link: MEU_PLUGGY_URL,
  },
  needs_credentials: {
    label: 'Sem credenciais',
    action: 'Informe o client id e o client secret do Pluggy para voltar a sincronizar.',
    link: null,
  },
};

/** Why a run started. */
export const SYNC_TRIGGERS = ['scheduled', 'manual'] as const;
export type SyncTrigger = (typeof SYNC_TRIGGERS)[number];
export const SYNC_TRIGGER_LABELS: Record<SyncTrigger, string> = {
  scheduled: 'Automática',
  manual: 'Sincronizar agora',
};

/** How a run ended; 'running' while it has not. */
export const SYNC_OUTCOMES = ['ok', 'failed'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];
export const SYNC_OUTCOME_LABELS: Record<SyncOutcome | 'running', string> = {
  ok: 'Concluída',
  failed: 'Falhou',
  running: 'Em andamento',
};

export const SYNC_ACCOUNT_KINDS = ['bank', 'card', 'investment'] as const;
export type SyncAccountKind = (typeof SYNC_ACCOUNT_KINDS)[number];

export const SYNC_ACCOUNT_KIND_LABELS: Record<SyncAccountKind, string> = {
  bank: 'Conta',
  card: 'Cartão de crédito',
  investment: 'Aplicações e ações do banco',
};

export interface SyncRun {
  id: number;
  trigger: SyncTrigger;
  trigger_label: string;
  started_at: string;
  finished_at: string | null;
  outcome: SyncOutcome | 'running';
  outcome_label: string;
  /** Lines read from the bank, new rows written, matched with rows already there, updated, removed. */
  fetched: number;
  inserted: number;
  matched: number;
  updated: number;
  removed: number;
  /**
   * The bank's investments the run wrote as new positions or holdings, and those it found already in Grana and
   * updated (their bank value or the day's price).
   */
  investments_new: number;
  investments_updated: number;
  /**
   * What the run saw and left for the person, in Portuguese: a quantity the bank gives other than Grana's, a
   * position the bank no longer lists, one whose contract the bank did not give in full.
   */
  notes: string[];
  /** What went wrong, for the person; null when nothing did. */
  error: string | null;
  /**
   * The writes of the run's lines (one per account with new lines): each an import id, whose matches
   * POST /transactions/imports/:importId/unmatch undoes and GET /transactions/imports/:importId/matches lists.
   */
  import_ids: string[];
}

export interface SyncAccount {
  id: number;
  /** 'investment': the connection's investments (the bank gives them per connection, not per account). */
  kind: SyncAccountKind;
  kind_label: string;
  name: string;
  number: string | null;
  /** The account's currency at the bank (ISO 4217): its balance is in it, and it links to a Grana account in it. */
  currency: string;
  /**
   * The bank's balance in its currency, signed as Grana's balance of the account is (a card's debt is negative), and when
   * it was read.
   */
  bank_balance: number;
  bank_balance_at: string;
  /** A card's limit in reais and its current bill's dates, when the bank gives them. */
  credit_limit: number | null;
  bill_closing_date: string | null;
  bill_due_date: string | null;
  /**
   * The linked Grana account, its balance today and the difference bank − Grana (reais); null when not linked.
   */
  account: { id: number; name: string; balance: number; difference: number } | null;
}

export interface SyncConnection {
  id: number;
  provider: SyncProviderName;
  item_id: string;
  institution: string;
  status: ConnectionStatus;
  status_text: ConnectionStatusText;
  /** The aggregator's words on the last problem, when it gave any. */
  status_detail: string | null;
  last_sync_at: string | null;
  /** When it syncs by itself next; null when it waits for the person (the aggregator refused the credentials). */
  next_sync_at: string | null;
  created_at: string;
  last_run: SyncRun | null;
  accounts: SyncAccount[];
}
