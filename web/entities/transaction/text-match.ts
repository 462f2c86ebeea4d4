import type { Payee } from '../../../common/contract/payees';
import type { Tag } from '../../../common/contract/tags';
import { MAX_TAGS, TAG_NAME_MAX_LENGTH } from '../../../common/contract/transactions';
import { byName, foldForSearch } from '../../../common/search';

/** How many payee (and tag) suggestions a field offers, as docs/PRODUCT.md says. */
export const SUGGESTION_LIMIT = 8;

/** Lower case without accents, as the server's search folds: 'Açaí' and 'acai' read the same. */
export function normalizeText(text: string): string {
  return foldForSearch(text).trim();
}

/**
 * Names that contain what was typed, ignoring case and accents; names that start with it come first.
 * Nothing is offered for an empty text, nor when the only match is the very name typed (case aside).
 */
export function suggestNames<T extends { name: string }>(
  items: readonly T[],
  typed: string,
  limit = SUGGESTION_LIMIT,
): T[] {
  const needle = normalizeText(typed);
  if (!needle) return [];
  const starts: T[] = [];
  const contains: T[] = [];
  for (const item of items) {
    const name = normalizeText(item.name);
    if (name.startsWith(needle)) starts.push(item);
    else if (name.includes(needle)) contains.push(item);
  }
  const found = [...starts.sort(byName), ...contains.sort(byName)];
  const sameName = (name: string) =>
    name.toLocaleLowerCase('pt-BR') === typed.trim().toLocaleLowerCase('pt-BR');
  if (found.length === 1 && sameName(found[0]!.name)) return [];
  return found.slice(0, limit);
}

export function suggestPayees<P extends Pick<Payee, 'id' | 'name'>>(
  payees: readonly P[],
  typed: string,
): P[] {
  return suggestNames(payees, typed);
}

/** Existing tags that match the text and are not chosen yet (compared ignoring case). */
export function suggestTags(tags: readonly Tag[], typed: string, chosen: readonly string[]): Tag[] {
  const taken = new Set(chosen.map((name) => name.toLocaleLowerCase('pt-BR')));
  return suggestNames(
    tags.filter((tag) => !taken.has(tag.name.toLocaleLowerCase('pt-BR'))),
    typed,
  );
}

/**
 * Adds a typed tag to the chosen ones. An existing tag with the same name in another case is used with its
 * own spelling (the server matches case-insensitively too); a name already chosen is not added twice.
 */
export function addTagName(chosen: readonly string[], typed: string, existing: readonly Tag[]): string[] {
  const name = typed.trim().replace(/\s+/g, ' ').slice(0, TAG_NAME_MAX_LENGTH);
  if (!name || chosen.length >= MAX_TAGS) return [...chosen];
  const key = name.toLocaleLowerCase('pt-BR');
  if (chosen.some((c) => c.toLocaleLowerCase('pt-BR') === key)) return [...chosen];
  const known = existing.find((tag) => tag.name.toLocaleLowerCase('pt-BR') === key);
  return [...chosen, known ? known.name : name];
}
