/**
 * "Trazer meus dados" at the statement import's size: a YNAB register of 50,000 lines (server/test/ynab-register-file.ts)
 * sent by POST /import/apps into a person who signed up just before, its job followed by GET /import/apps/job as
 * the page follows it. Timed from sending the file to the job's 'done'.
 */
import type { AppImportJob } from '../../common/contract/app-import';
import { YNAB_ACCOUNTS, YNAB_CARD_TERMS, ynabRegisterFile } from '../../server/test/ynab-register-file';
import type { LoadTarget } from './http-load';
import { msSince, round } from './stats';

export interface AppImportFigures {
  app: 'ynab';
  /** Lines of the file, rows the reader makes of them (a transfer's two lines are one) and transfers among them. */
  lines: number;
  rows: number;
  transfers: number;
  /** Transactions the import should write: each row, and a transfer's second leg. */
  expected: number;
  seconds: number;
  ms: number;
  /** The POST's status (202 when the import started). */
  status: number;
  /** Until the POST's answer: the upload, the file read in a worker and checked; the rest is the job's writing. */
  acceptedMs: number | null;
  /** The job's end: 'done', 'failed', or 'running' when it outlived the wait. */
  jobStatus: AppImportJob['status'] | null;
  inserted: number | null;
  duplicates: number | null;
  errorCount: number | null;
  accountsCreated: number | null;
  categoriesCreated: number | null;
  message?: string;
}

/** How often the job is asked about (the page asks less often: the figure is at most this much late). */
const POLL_MS = 50;
/** The longest wait for the job's end. */
const WAIT_MS = 10 * 60_000;

/** Whether the import ended as it should: done, every line written. */
export const appImportWorked = (f: AppImportFigures) =>
  f.status === 202 && f.jobStatus === 'done' && f.inserted === f.expected;

export async function measureAppImport(
  person: LoadTarget,
  file: { lines: number; today: string; years: number; seed: number },
): Promise<AppImportFigures> {
  const made = ynabRegisterFile(file.lines, file.today, file.years, file.seed);
  let acceptedMs: number | null = null;
  const figures = (
    status: number,
    ms: number,
    job: AppImportJob | null,
    message?: string,
  ): AppImportFigures => ({
    app: 'ynab',
    lines: made.lines,
    rows: made.rows,
    transfers: made.transfers,
    expected: made.rows + made.transfers,
    seconds: round(ms / 1000, 2),
    ms: round(ms, 1),
    status,
    acceptedMs,
    jobStatus: job?.status ?? null,
    inserted: job?.result?.inserted ?? null,
    duplicates: job?.result?.duplicates ?? null,
    errorCount: job?.result?.errorCount ?? null,
    accountsCreated: job?.result?.accountsCreated ?? null,
    categoriesCreated: job?.result?.categoriesCreated ?? null,
    ...(message ? { message } : {}),
  });
  const form = new FormData();
  form.append(
    'settings',
    JSON.stringify({ app: 'ynab', accounts: { [YNAB_ACCOUNTS.card]: YNAB_CARD_TERMS } }),
  );
  form.append('file', new Blob([made.content], { type: 'text/csv' }), 'Plano - Register.csv');
  const auth = { authorization: `Bearer ${await person.session.token()}` };
  const started = process.hrtime.bigint();
  const res = await fetch(`${person.base}/api/v1/import/apps`, { method: 'POST', headers: auth, body: form });
  const body = (await res.json().catch(() => ({}))) as { data?: AppImportJob; error?: { message: string } };
  if (res.status !== 202 || !body.data)
    return figures(res.status, msSince(started), null, body.error?.message);
  acceptedMs = round(msSince(started), 1);
  const id = body.data.id;
  let job: AppImportJob = body.data;
  while (job.status === 'running' && msSince(started) < WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const polled = await fetch(`${person.base}/api/v1/import/apps/job?id=${id}`, {
      headers: { authorization: `Bearer ${await person.session.token()}` },
    });
    if (polled.ok) job = ((await polled.json()) as { data: AppImportJob }).data;
  }
  return figures(res.status, msSince(started), job, job.error ?? undefined);
}

export function describeAppImport(f: AppImportFigures): string {
  return `    ${f.seconds} s (answered ${f.status} after ${f.acceptedMs ?? '-'} ms): job ${f.jobStatus ?? '-'}, ${f.inserted ?? '-'} inserted of ${f.expected} (${f.rows} rows, ${f.transfers} transfers), ${f.duplicates ?? '-'} duplicates, ${f.errorCount ?? '-'} errors, ${f.accountsCreated ?? '-'} accounts and ${f.categoriesCreated ?? '-'} categories created${f.message ? ` (${f.message})` : ''}`;
}
