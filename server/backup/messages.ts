import type { TableCount } from './dump';

/** What the backup scripts tell the person, in Portuguese. */

const LABELS: Record<string, string> = {
  users: 'usuário(s)',
  accounts: 'conta(s)',
  transactions: 'transação(ões)',
  categories: 'categoria(s)',
  budgets: 'orçamento(s)',
  goals: 'meta(s)',
  recurring: 'gasto(s) fixo(s)',
};

const integer = new Intl.NumberFormat('pt-BR');
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${integer.format(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${decimal.format(bytes / 1024 / 1024)} MB`;
  return `${decimal.format(bytes / 1024 / 1024 / 1024)} GB`;
}

/** "17 tabelas, 1.234 linhas: 2 usuário(s), 3 conta(s), 1.000 transação(ões), ..." */
export function describeCounts(tables: TableCount[], rows: number): string {
  const main = Object.entries(LABELS).flatMap(([table, label]) => {
    const found = tables.find((t) => t.table === table);
    return found ? [`${integer.format(found.rows)} ${label}`] : [];
  });
  return `${tables.length} tabelas, ${integer.format(rows)} linhas: ${main.join(', ')}`;
}

/** "3 arquivos de comprovantes" (a photo's thumbnail is a file of its own). */
export function describeFiles(files: number): string {
  return `${integer.format(files)} ${files === 1 ? 'arquivo' : 'arquivos'} de comprovantes`;
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** Connection errors of PostgreSQL said in Portuguese; other errors keep their own message. */
export function describeFailure(error: unknown): string {
  const e = error as { code?: string; message?: string };
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'ETIMEDOUT') {
    return `não foi possível conectar ao PostgreSQL de DATABASE_URL (${e.code})`;
  }
  if (e.code === 'EACCES' || e.code === 'EPERM') {
    return `sem permissão para ${(e as { path?: string }).path ?? 'o arquivo'}: rode com o mesmo usuário do servidor`;
  }
  if (e.code === '3D000') return `o banco de DATABASE_URL não existe (${e.message}); crie-o antes (createdb)`;
  if (e.code === '28P01' || e.code === '28000')
    return `o PostgreSQL recusou o usuário ou a senha de DATABASE_URL`;
  return error instanceof Error ? error.message : String(error);
}
