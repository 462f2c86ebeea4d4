import { CATEGORY_PATH_SEPARATOR } from '../../../../common/contract/categories';
import { PAYEE_NAME_MAX_LENGTH } from '../../../../common/contract/shared';
import { HOME_CURRENCY } from '../../../../common/currencies';
import type { OwnedAccount, OwnedCategory, OwnedName } from '../repository';

export const isId = (text: string) => /^\d{1,15}$/.test(text);
export const lower = (text: string) => text.trim().toLowerCase();

export type References = ReturnType<typeof referencesOf>;

/** Finds lines' references by id or by name among the person's own accounts, categories and payees. */
export function referencesOf(accounts: OwnedAccount[], categories: OwnedCategory[], payees: OwnedName[]) {
  const accountById = new Set(accounts.map((a) => a.id));
  const inReais = new Set(accounts.filter((a) => a.currency === HOME_CURRENCY).map((a) => Number(a.id)));
  const accountByName = firstByName(accounts);
  const categoryById = new Set(categories.map((c) => c.id));
  const categoryByName = new Map<string, { receita?: number; despesa?: number }>();
  const nameOfCategory = new Map(categories.map((c) => [Number(c.id), c.name]));
  const add = (key: string, c: OwnedCategory) => {
    const entry = categoryByName.get(key) ?? {};
    entry[c.type] ??= c.id;
    categoryByName.set(key, entry);
  };
  // A name alone finds a top-level category before a subcategory of that name (names are unique among siblings
  // only: 'Automóvel' beside 'Seguros:Automóvel'); a path finds the subcategory.
  const topLevelFirst = [...categories].sort(
    (a, b) => Number(a.parentId !== null) - Number(b.parentId !== null),
  );
  for (const c of topLevelFirst) add(lower(c.name), c);
  // A subcategory is also found by its path, 'Pai:Filho', as Grana's exports and other apps write it.
  for (const c of categories) {
    const parent = c.parentId === null ? undefined : nameOfCategory.get(Number(c.parentId));
    if (parent !== undefined) add(categoryPathKey(parent, c.name), c);
  }
  const payeeById = new Set(payees.map((p) => p.id));
  const payeeByName = firstByName(payees);

  return {
    /** An own account by id, else by name; undefined when neither. */
    account(cell: string): number | undefined {
      if (isId(cell) && accountById.has(Number(cell))) return Number(cell);
      return accountByName.get(lower(cell));
    },
    /** Whether the account (one of the person's, by id) is in reais. */
    inReais(id: number): boolean {
      return inReais.has(id);
    },
    hasCategory(id: number): boolean {
      return categoryById.has(id);
    },
    /** The category of the row's own kind first when the same name exists as income and as expense. */
    category(cell: string | undefined, type: 'RECEITA' | 'DESPESA'): number | null {
      if (!cell) return null;
      if (isId(cell) && categoryById.has(Number(cell))) return Number(cell);
      const entry = categoryByName.get(lower(cell)) ?? categoryByName.get(pathKeyOfCell(cell));
      if (!entry) return null;
      return (
        (type === 'RECEITA' ? (entry.receita ?? entry.despesa) : (entry.despesa ?? entry.receita)) ?? null
      );
    },
    /** An existing payee id; a name that is new comes back as `create`. An unknown id is left empty. */
    payee(cell: string | undefined): { id: number | null; create?: string } {
      if (!cell) return { id: null };
      if (isId(cell) && payeeById.has(Number(cell))) return { id: Number(cell) };
      const id = payeeByName.get(lower(cell));
      if (id !== undefined) return { id };
      return isId(cell) ? { id: null } : { id: null, create: cell.trim().slice(0, PAYEE_NAME_MAX_LENGTH) };
    },
  };
}

/** 'pai:filho', ignoring case and the spaces around each part. */
const categoryPathKey = (parent: string, child: string) =>
  `${lower(parent)}${CATEGORY_PATH_SEPARATOR}${lower(child)}`;

/** A cell's path key: 'Alimentação : Delivery' and 'alimentação:delivery' are one path; no separator, no path. */
function pathKeyOfCell(cell: string): string {
  const at = cell.indexOf(CATEGORY_PATH_SEPARATOR);
  return at < 0 ? '' : categoryPathKey(cell.slice(0, at), cell.slice(at + 1));
}

/** The first of each name, ignoring case and the spaces around it. */
function firstByName(owned: OwnedName[]): Map<string, number> {
  const byName = new Map<string, number>();
  for (const o of owned) if (!byName.has(lower(o.name))) byName.set(lower(o.name), o.id);
  return byName;
}
