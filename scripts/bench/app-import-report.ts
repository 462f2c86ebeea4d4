/**
 * "Trazer meus dados" at the statement import's size (app-import-timing.ts): its target is the statement import's
 * own, twice the database's INSERT of as many rows (IMPORT_FLOOR_TIMES in report.ts), and it must end done with
 * every line written.
 */
import { type AppImportFigures, appImportWorked } from './app-import-timing';
import type { Unavailable } from './http-load';
import type { EngineResult, TargetCheck } from './results';
import { fmt } from './stats';

type ImportCheck = (
  runs: { ms: number[]; ok: boolean } | null,
  floor: EngineResult['insertFloor'],
) => { target: string; pass: boolean | null };

const measured = (r: AppImportFigures | Unavailable | undefined): AppImportFigures | null =>
  r && !('available' in r) ? r : null;

export function appImportCheckName(e: EngineResult): string {
  const lines = measured(e.appImport)?.lines ?? e.importRows;
  return `import of ${lines.toLocaleString('en-US')} rows from another app (YNAB) into an empty person`;
}

function describe(f: AppImportFigures): string {
  const written = `${f.inserted?.toLocaleString('en-US') ?? '-'} of ${f.expected.toLocaleString('en-US')} written`;
  if (f.status !== 202) return `HTTP ${f.status}${f.message ? `: ${f.message}` : ''}`;
  const accepted = f.acceptedMs != null ? `, ${fmt(f.acceptedMs / 1000)} s of it to the answer 202` : '';
  return `${f.seconds} s (${f.jobStatus}${accepted}, ${written}: ${f.rows.toLocaleString('en-US')} rows, ${f.transfers.toLocaleString('en-US')} transfers)${f.message ? `: ${f.message}` : ''}`;
}

/** The check, against the same floor as the statement import's (importCheck of report.ts, passed in). */
export function appImportChecks(e: EngineResult, importCheck: ImportCheck): TargetCheck[] {
  if (!e.appImport) return [];
  const f = measured(e.appImport);
  return [
    {
      engine: e.engine,
      name: appImportCheckName(e),
      ...importCheck(f ? { ms: [f.ms], ok: appImportWorked(f) } : null, e.insertFloor),
      measured: f ? describe(f) : (e.appImport as Unavailable).reason,
    },
  ];
}

type Cell = 'p50' | 'errors' | 'target';
export function appImportRows(
  e: EngineResult,
  target: (name: string) => string,
): Array<{ label: string; cells: Partial<Record<Cell, string>> }> {
  if (!e.appImport) return [];
  const f = measured(e.appImport);
  const label = appImportCheckName(e);
  if (!f) return [{ label, cells: { p50: (e.appImport as Unavailable).reason, target: target(label) } }];
  return [
    {
      label,
      cells: { p50: fmt(f.ms), errors: appImportWorked(f) ? '0' : '1', target: target(label) },
    },
  ];
}
