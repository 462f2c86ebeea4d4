/**
 * An engine's photos, after everything they would change: comprovantes uploaded and shown as thumbnails (issue 57),
 * and the team's receipts read offline (issue 58), each beside another person's reads.
 */
import { describeAttachments, measureAttachments, UPLOADS } from './attachment-timing';
import { buildCsv, createEmptyPerson, importOnce } from './csv-import';
import type { EngineRun } from './engine-prepare';
import type { LoadTarget } from './http-load';
import type { ReadOp } from './operations';
import { type BenchOptions, ENGINE_NAME, type Engine } from './options';
import { step } from './progress';
import { describeReceipts, measureReceipts, RECEIPT_ROUNDS } from './receipt-timing';

/**
 * 6. Comprovantes (issue 57), after everything they would change: the month's page with thumbnails, and 5 MB
 * photos uploaded while another person, with rows of their own, reads their page.
 */
export async function comprovantesOf(
  engine: Engine,
  options: BenchOptions,
  run: EngineRun,
  http: LoadTarget,
  pageOp: ReadOp,
) {
  const { periods } = run;
  const profile = options.profile;
  const other = await createEmptyPerson(http, profile.importRepeats + 2);
  await importOnce(
    other.target,
    other.accountId,
    buildCsv(2000, periods.today, options.years, options.seed * 1000 + profile.importRepeats + 2),
  );
  const uploads = profile.quick ? UPLOADS.quick : UPLOADS.full;
  step(
    `${ENGINE_NAME[engine]}: comprovantes: the month's page with thumbnails, then ${uploads} uploads of a 5 MB photo beside another person's reads`,
  );
  const figures = await measureAttachments(http, pageOp.path, other.target, pageOp.path, uploads);
  console.log(describeAttachments(figures));
  return figures;
}

/**
 * 7. Receipts read offline (issue 58): a new person reads the team's receipt photos while the measured person reads
 * their month's page. Writes nothing.
 */
export async function receiptsOf(engine: Engine, options: BenchOptions, http: LoadTarget, pageOp: ReadOp) {
  const reader = await createEmptyPerson(http, options.profile.importRepeats + 3);
  const rounds = options.profile.quick ? RECEIPT_ROUNDS.quick : RECEIPT_ROUNDS.full;
  step(
    `${ENGINE_NAME[engine]}: receipts: ${rounds} round(s) of the receipt photos read beside another person's reads`,
  );
  const figures = await measureReceipts(reader.target, http, pageOp.path, rounds);
  console.log(describeReceipts(figures));
  return figures;
}
