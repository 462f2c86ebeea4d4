import type { AccountType } from '../../../common/contract/accounts';
import { FIRST_SYNC_DAYS, type SyncAccount, type SyncRun } from '../../../common/contract/sync';
import { addDays, formatDateBR, formatInstantBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

type RunFigures = Pick<SyncRun, 'fetched' | 'inserted' | 'matched' | 'updated' | 'removed'>;

/** What a run did: '620 lançamentos lidos · 620 novos · 0 combinados · 0 atualizados · 0 removidos'. */
export function runCounts(run: RunFigures): string {
  return [
    count(run.fetched, 'lançamento lido', 'lançamentos lidos'),
    count(run.inserted, 'novo', 'novos'),
    count(run.matched, 'combinado', 'combinados'),
    count(run.updated, 'atualizado', 'atualizados'),
    count(run.removed, 'removido', 'removidos'),
  ].join(' · ');
}

type InvestmentFigures = Pick<SyncRun, 'investments_new' | 'investments_updated'>;

/**
 * What a run did with the bank's investments: 'Investimentos: 3 atualizados, 1 novo'; null when it touched none
 * (a bank without investments, or investments not linked to a Grana account yet).
 */
export function investmentCounts(run: InvestmentFigures): string | null {
  if (run.investments_new === 0 && run.investments_updated === 0) return null;
  const parts = [
    run.investments_updated > 0 ? count(run.investments_updated, 'atualizado', 'atualizados') : null,
    run.investments_new > 0 ? count(run.investments_new, 'novo', 'novos') : null,
  ].filter((p): p is string => p !== null);
  return `Investimentos: ${parts.join(', ')}`;
}

/** The toast after "Sincronizar agora": the counts, or what went wrong in the server's words. */
export function syncToast(
  run: Pick<SyncRun, 'outcome' | 'error'> & RunFigures & Partial<InvestmentFigures>,
): {
  message: string;
  tone: 'success' | 'error';
} {
  if (run.outcome === 'failed')
    return { message: run.error ?? 'A sincronização falhou. Veja o histórico da conexão.', tone: 'error' };
  const investments = investmentCounts({
    investments_new: run.investments_new ?? 0,
    investments_updated: run.investments_updated ?? 0,
  });
  const tail = investments ? `. ${investments}` : '';
  return { message: `Sincronização concluída: ${runCounts(run)}${tail}`, tone: 'success' };
}

/** Which side shows more, for a difference of the balances (bank less Grana) that is not zero. */
export function differenceNote(difference: number): string {
  return difference > 0 ? 'o banco mostra mais que o Grana' : 'o banco mostra menos que o Grana';
}

/**
 * Under a difference that is not zero, its likeliest cause: the bank sends only its last 90 days, so the money the
 * account held before the first line it sent is in the bank's balance and not in Grana's. The other cause (rows the
 * bank has and Grana lacks, or one typed that the bank has not listed yet) wants no new opening balance.
 */
export const DIFFERENCE_HINT =
  'A diferença pode ser o saldo de antes do primeiro lançamento trazido (corrija o saldo inicial em Conferir saldo) ou um lançamento que só o banco ou só o Grana tem.';

/**
 * The words that name the Grana side of a bank account, by its kind: a bank account is linked to a "conta"
 * (feminine), a card to a "cartão" (masculine), and Portuguese agrees the participle and the article with them.
 */
const kindWords = {
  bank: {
    linkedTo: 'Ligada à conta',
    created: 'Conta criada no Grana',
    unlinked: 'Conta do banco desligada',
    where: 'na conta',
  },
  card: {
    linkedTo: 'Ligado ao cartão',
    created: 'Cartão criado no Grana',
    unlinked: 'Cartão do banco desligado',
    where: 'no cartão',
  },
  investment: {
    linkedTo: 'Ligados à conta',
    created: 'Conta de investimentos criada no Grana',
    unlinked: 'Investimentos do banco desligados',
    where: 'na conta',
  },
} as const;

type Kind = SyncAccount['kind'];

/** 'Ligada à conta Nubank no Grana', 'Ligado ao cartão Nubank Platinum no Grana': the line and the toast after Ligar. */
export function linkedText(kind: Kind, name: string): string {
  return `${kindWords[kind].linkedTo} ${name} no Grana`;
}

/** The toast after "Criar conta no Grana": 'Conta criada no Grana: X', 'Cartão criado no Grana: X'. */
export function createdText(kind: Kind, name: string): string {
  return `${kindWords[kind].created}: ${name}`;
}

/** The toast after "Desligar": 'Conta do banco desligada: X', 'Cartão do banco desligado: X'. */
export function unlinkedText(kind: Kind, bankName: string): string {
  return `${kindWords[kind].unlinked}: ${bankName}`;
}

/** What "Desligar" asks first: the rows brought stay where they are, and nothing new comes until linked again. */
export function unlinkQuestion(kind: Kind, granaName: string): string {
  if (kind === 'investment')
    return `As aplicações e ações já trazidas ficam ${kindWords[kind].where} ${granaName}. As próximas só chegam depois de ligar de novo.`;
  return `Os lançamentos já trazidos ficam ${kindWords[kind].where} ${granaName}. Os próximos só chegam depois de ligar de novo.`;
}

/**
 * "Próxima:": when the connection syncs by itself next. A time now or past is not a schedule but a run the server
 * picks up at its next look (a new connection's first, or one due), so it reads as such rather than as a time that
 * has already gone; null means the server waits for the person's credentials.
 */
export function nextSyncText(nextSyncAt: string | null, now: Date, timeZone: string): string {
  if (nextSyncAt === null) return 'Aguardando suas credenciais';
  if (new Date(nextSyncAt).getTime() <= now.getTime()) return 'em alguns minutos';
  return formatInstantBR(nextSyncAt, timeZone);
}

/** 'Conta · 12345-6': the kind of the bank's account and its number when the bank gives one. */
export function bankAccountKind(account: Pick<SyncAccount, 'kind_label' | 'number'>): string {
  return account.number ? `${account.kind_label} · ${account.number}` : account.kind_label;
}

/** A card's terms at the bank: 'Limite R$ 8.000,00 · fecha em 03/12/2026 · vence em 10/12/2026'; null for an account. */
export function cardTermsText(
  account: Pick<SyncAccount, 'kind' | 'credit_limit' | 'bill_closing_date' | 'bill_due_date'>,
): string | null {
  if (account.kind !== 'card') return null;
  const parts = [
    account.credit_limit === null ? null : `Limite ${formatReais(account.credit_limit)}`,
    account.bill_closing_date ? `fecha em ${formatDateBR(account.bill_closing_date)}` : null,
    account.bill_due_date ? `vence em ${formatDateBR(account.bill_due_date)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The Grana accounts a bank account may be linked to: a card to a credit card, the investments to an investment
 * account, an account to anything but a card (the server refuses the other pairs), leaving out those already linked
 * to another bank account.
 */
export function linkChoices<T extends { id: number; type: AccountType }>(
  accounts: readonly T[],
  kind: SyncAccount['kind'],
  linkedElsewhere: ReadonlySet<number>,
): T[] {
  const fits = (type: AccountType) =>
    kind === 'investment' ? type === 'investment' : (type === 'credit_card') === (kind === 'card');
  return accounts.filter((a) => fits(a.type) && !linkedElsewhere.has(a.id));
}

/**
 * Transações filtered to the account, from the first day a sync reads to today (the bank sends nothing later): the
 * rows the bank sent, and the others.
 */
export function syncedRowsPath(accountId: number, today: string): string {
  const params = new URLSearchParams({
    accountId: String(accountId),
    from: addDays(today, -FIRST_SYNC_DAYS),
    to: today,
  });
  return `/transactions?${params.toString()}`;
}
