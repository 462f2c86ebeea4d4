import { PAYEE_NAME_MAX_LENGTH } from '../../../../common/contract/shared';
import type { OwnedCategory, OwnedName } from '../repository';

export const isId = (text: string) => /^\d{1,15}$/.test(text);
export const lower = (text: string) => text.trim().toLowerCase();

export type References = ReturnType<typeof referencesOf>;

/** Finds lines' references by id or by name among the person's own accounts, categories and payees. */
export function referencesOf(accounts: OwnedName[], categories: OwnedCategory[], payees: OwnedName[]) {
  const accountById = new Set(accounts.map((a) => a.id));
  const accountByName = firstByName(accounts);
  const categoryById = new Set(categories.map((c) => c.id));
  const categoryByName = new Map<string, { receita?: number; despesa?: number }>();
  for (const c of categories) {
    const entry = categoryByName.get(lower(c.name)) ?? {};
    entry[c.type] ??= c.id;
    categoryByName.set(lower(c.name), entry);
  }
  const payeeById = new Set(payees.map((p) => p.id));
  const payeeByName = firstByName(payees);

  return {
    /** An own account by id, else by name; undefined when neither. */
    account(cell: string): number | undefined {
      if (isId(cell) && accountById.has(Number(cell))) return Number(cell);
      return accountByName.get(lower(cell));
    },
    hasCategory(id: number): boolean {
      return categoryById.has(id);
    },
    /** The category of the row's own kind first when the same name exists as income and as expense. */
    category(cell: string | undefined, type: 'RECEITA' | 'DESPESA'): number | null {
      if (!cell) return null;
      if (isId(cell) && categoryById.has(Number(cell))) return Number(cell);
      const entry = categoryByName.get(lower(cell));
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

/** The first of each name, ignoring case and the spaces around it. */
function firstByName(owned: OwnedName[]): Map<string, number> {
  const byName = new Map<string, number>();
  for (const o of owned) if (!byName.has(lower(o.name))) byName.set(lower(o.name), o.id);
  return byName;
}
