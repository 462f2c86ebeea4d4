import { descriptionStem } from '../../../../common/description-stem';
import { remembered } from '../../../../common/remembered';
import { type RunnableRule, runRules } from '../../../../common/rules';
import type { Executor } from '../../../db/connect';
import type { ImportedTransaction } from '../../ledger/public';
import { runnableRules } from '../../rules/public';
import type { WriteStep } from '../../shared/write-steps';
import {
  historyOutranksMerchant,
  merchantCategoryFinder,
  type SuggestionIndex,
  suggestionIndex,
} from '../../suggestions/public';
import { importRepository } from '../repository';
import type { PlannedTransaction } from './lines';

/** What classifies a line: the person's rules, their history, and the well-known merchants. */
export interface Classifier {
  rules: RunnableRule[];
  history: SuggestionIndex;
  merchantCategory: ReturnType<typeof merchantCategoryFinder>;
  /** descriptionStem, remembered for the classifier's life (one import, or one bank sync's run). */
  stemOf: (description: string) => string;
}

/** Where a line's category came from ('padrão': the well-known merchants' default); null: not from these. */
export type CategorySource = 'regra' | 'histórico' | 'padrão';

export interface Classified {
  source: CategorySource | null;
  /** Some rule matched the line and its category was not chosen in the preview. */
  ruled: boolean;
  /** The tags the rules give. */
  tagIds: number[];
}

/** The rules, then the history, each read in its own step (on PGlite a step holds the one session). */
export async function loadClassifier(
  step: WriteStep,
  bookId: number,
  categories: ReadonlyArray<{ id: number; name: string; type: string }>,
): Promise<Classifier> {
  const rules = await step((tx) => runnableRules(tx, bookId));
  const history = await suggestionIndex(step, bookId);
  return {
    rules,
    history,
    merchantCategory: merchantCategoryFinder(categories),
    stemOf: remembered(descriptionStem),
  };
}

/**
 * The classifier read outside any write, each read its own short query: bank sync reads it once for the accounts
 * of one run (five accounts read the history five times otherwise, each a wait for others on PGlite). Rows the run
 * writes for one account then inform the next account's suggestions no more than the classifier that chose them.
 */
export async function readClassifier(db: Executor, bookId: number): Promise<Classifier> {
  return loadClassifier((work) => work(db), bookId, await importRepository.categories(db, bookId));
}

/**
 * Step "classify", one line: a line without a category in the file gets the rules' (which also fill the payee,
 * rename the description and give tags), else, when `suggest`, history's (by payee, then by the description's
 * stem), else the well-known merchant's; a weak history hit gives way to the merchant (weak-history.ts). A
 * category chosen in the preview (`chosen`, null for none) stands over the rules', history's and the merchants';
 * the rules' other effects still apply. Changes the line in place.
 */
export function classifyLine(
  v: ImportedTransaction,
  c: Classifier,
  options: { chosen?: number | null; suggest: boolean },
): Classified {
  const { chosen, suggest } = options;
  const classified: Classified = { source: null, ruled: false, tagIds: [] };
  if (v.categoryId === null && c.rules.length > 0) {
    const outcome = runRules(c.rules, v);
    if (chosen === undefined) v.categoryId = outcome.categoryId;
    if (v.categoryId !== null && chosen === undefined) classified.source = 'regra';
    v.payeeId ??= outcome.payeeId;
    if (outcome.description !== null) v.description = outcome.description;
    classified.tagIds = outcome.tagIds;
    classified.ruled = outcome.ruleIds.length > 0 && chosen === undefined;
  }
  if (chosen !== undefined) v.categoryId = chosen;
  else if (v.categoryId === null && suggest) {
    const stem = c.stemOf(v.description);
    const learned = c.history.learned(v.type, v.payeeId, stem);
    const standard = c.merchantCategory(v.type, v.description);
    if (learned && historyOutranksMerchant(learned, stem, standard)) {
      v.categoryId = learned.id;
      classified.source = 'histórico';
    } else if (standard) {
      v.categoryId = standard.id;
      classified.source = 'padrão';
    }
  }
  return classified;
}

/** How many lines took their category from each source, and each line's tags, in the lines' order. */
export interface ClassifiedLines {
  ruled: number;
  suggested: number;
  standard: number;
  tagsOf: number[][];
}

/**
 * Step "classify", for the import: each line without a category in the file, with the category the person chose
 * for its line in a file's preview, if any (null: none). A line `offered` as a bill's payment stays without a
 * category unless the person chose one (no rule's, history's or merchant's): an expense under "Cartão" would look
 * decided, and the Cartões page offers the ones still without a category.
 */
export function classifyLines(
  lines: readonly PlannedTransaction[],
  c: Classifier,
  settings: { lineCategories?: Record<string, number | null> | undefined; suggestCategories: boolean },
  offered: ReadonlySet<PlannedTransaction> = new Set(),
): ClassifiedLines {
  const out: ClassifiedLines = { ruled: 0, suggested: 0, standard: 0, tagsOf: [] };
  for (const p of lines) {
    const { line, value } = p;
    let chosen: number | null | undefined;
    if (value.categoryId === null) {
      const person = line.channel === 'file' ? settings.lineCategories?.[String(line.line)] : undefined;
      chosen = person === undefined && offered.has(p) ? null : person;
    }
    const classified = classifyLine(value, c, { chosen, suggest: settings.suggestCategories });
    if (classified.ruled) out.ruled++;
    if (classified.source === 'histórico') out.suggested++;
    if (classified.source === 'padrão') out.standard++;
    out.tagsOf.push(classified.tagIds);
  }
  return out;
}
