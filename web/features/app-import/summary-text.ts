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
  if (preview.installments > 0) parts.push(counted(preview.installments, 'parcela', 'parcelas'));
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

/** '87 transações importadas · 3 contas e 12 categorias criadas · 2 já estavam no Grana'. */
export function resultSummary(result: AppImportResult): string {
  const already = result.duplicates + result.matched;
  const ignored = result.skipped - result.duplicates;
  return [
    `${counted(result.inserted, 'transação importada', 'transações importadas')}`,
    createdText(result),
    already > 0 ? `${formatCount(already)} já ${already === 1 ? 'estava' : 'estavam'} no Grana` : null,
    ignored > 0 ? counted(ignored, 'linha ignorada', 'linhas ignoradas') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** '40 de 91 transações gravadas': how far a running import is. */
export const progressText = (job: Pick<AppImportJob, 'written' | 'total'>) =>
  `${formatCount(Math.min(job.written, job.total))} de ${counted(job.total, 'transação gravada', 'transações gravadas')}`;
