import type { AppImportJob, AppImportPreview, AppImportResult } from '../../../common/contract/app-import';
import { formatCount } from '../../../common/csv';
import { formatDateBR } from '../../../common/dates';

/** '1 transação', '1.234 transações': the count with the word that fits it. */
export const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** '87 transações de 05/01/2026 a 28/03/2026 · 4 transferências · 6 parcelas': what the file holds. */
export function previewSummary(preview: AppImportPreview): string {
  const period =
    preview.from && preview.to
      ? preview.from === preview.to
        ? ` em ${formatDateBR(preview.from)}`
        : ` de ${formatDateBR(preview.from)} a ${formatDateBR(preview.to)}`
      : '';
  const parts = [`${counted(preview.rows, 'transação', 'transações')}${period}`];
  if (preview.transfers > 0) parts.push(counted(preview.transfers, 'transferência', 'transferências'));
  if (preview.installments > 0) {
    const toCome =
      preview.installmentsToCome > 0
        ? ` (e ${counted(preview.installmentsToCome, 'parcela futura, que será criada', 'parcelas futuras, que serão criadas')})`
        : '';
    parts.push(`${counted(preview.installments, 'parcela', 'parcelas')}${toCome}`);
  }
  // What the import will write, when some of it is already in Grana (an earlier import of the file, typed rows).
  if (preview.known > 0)
    parts.push(
      `${preview.fresh === 0 ? 'Já importado: ' : ''}${counted(preview.fresh, 'nova', 'novas')}, ${counted(preview.known, 'já existente', 'já existentes')}`,
    );
  return parts.join(' · ');
}

/** '3 contas e 12 categorias criadas', '1 conta criada', or nothing when none was. */
function createdText(result: AppImportResult): string | null {
  const made = [
    result.accountsCreated > 0 ? counted(result.accountsCreated, 'conta', 'contas') : null,
    result.categoriesCreated > 0 ? counted(result.categoriesCreated, 'categoria', 'categorias') : null,
    result.tagsCreated > 0 ? counted(result.tagsCreated, 'tag', 'tags') : null,
  ].filter((part): part is string => part !== null);
  if (made.length === 0) return null;
  const total = result.accountsCreated + result.categoriesCreated + result.tagsCreated;
  const list = made.length === 1 ? made[0] : `${made.slice(0, -1).join(', ')} e ${made.at(-1)}`;
  // More than one thing made takes the plural, whichever noun comes last ('3 contas e 1 categoria criadas').
  return `${list} ${total === 1 ? 'criada' : 'criadas'}`;
}

/**
 * '87 transações importadas · 3 contas e 12 categorias criadas · 2 já estavam no Grana': the file's transactions, a
 * transfer once, as "Importar 87 transações" counted them.
 */
export function resultSummary(result: AppImportResult): string {
  const already = result.duplicates + result.matched;
  const ignored = result.skipped - result.duplicates;
  return [
    `${counted(result.transactions, 'transação importada', 'transações importadas')}`,
    result.laterInstallments > 0
      ? counted(result.laterInstallments, 'parcela futura criada', 'parcelas futuras criadas')
      : null,
    createdText(result),
    already > 0 ? `${formatCount(already)} já ${already === 1 ? 'estava' : 'estavam'} no Grana` : null,
    ignored > 0 ? counted(ignored, 'linha ignorada', 'linhas ignoradas') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

type JobProgress = Pick<AppImportJob, 'written' | 'total' | 'status'>;

/**
 * How far an import is, in percent (rounded down: 100 only once all is written). A percentage, not a count: the job
 * counts rows (a transfer writes two) while the button counted the file's transactions.
 */
export const progressPercent = (job: JobProgress) =>
  job.status === 'done' || job.total === 0
    ? 100
    : Math.floor((Math.min(job.written, job.total) / job.total) * 100);

/** 'Gravando: 44%', then 'Gravado: 100%'. */
export const progressText = (job: JobProgress) =>
  job.status === 'done' ? 'Gravado: 100%' : `Gravando: ${progressPercent(job)}%`;
