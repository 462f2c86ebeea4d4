// What several tools ask the API before their own call: the person's today, a period in words, and an account or a
// category named rather than numbered (an assistant knows "Delivery", not 42).
import type { Account } from '../../../common/contract/accounts';
import type { Balances } from '../../../common/contract/balances';
import { type Category, categoryPath } from '../../../common/contract/categories';
import { isIsoDate, monthRange } from '../../../common/dates';
import { type ApiCaller, ApiRefusal, ask } from './api-caller';
import { dateArg, idArg, monthArg, nameArg, sameName } from './tool';

/**
 * Today in the person's time zone, as the API counts it (the balances' `as_of`): the stdio server runs on another
 * machine, and the hook alone knows the person.
 */
export async function todayOf(api: ApiCaller): Promise<string> {
  return (await ask<Balances>(api, 'GET', '/accounts/balances')).as_of;
}

/** The arguments of a period: a month, or from and to; none: this month. */
export const periodArgs = {
  month: monthArg.optional(),
  from: dateArg.optional().describe('Início AAAA-MM-DD / start date'),
  to: dateArg.optional().describe('Fim AAAA-MM-DD / end date'),
};
export type PeriodArgs = { month?: string; from?: string; to?: string };

export const PERIOD_BOTH_ENDS_MESSAGE = 'Informe o início (from) e o fim (to) do período, ou um mês (month)';
export const DATE_INVALID_MESSAGE = 'Data inválida: confira o dia e o mês';

/** The period asked: the month given, the dates given, or this month; null when none is asked and none is needed. */
export async function periodOf(
  api: ApiCaller,
  args: PeriodArgs,
  { thisMonthByDefault }: { thisMonthByDefault: boolean },
): Promise<{ from: string; to: string } | null> {
  if (args.month) return monthRange(`${args.month}-01`);
  if (args.from !== undefined || args.to !== undefined) {
    if (args.from === undefined || args.to === undefined) throw new ApiRefusal(PERIOD_BOTH_ENDS_MESSAGE, 400);
    if (!isIsoDate(args.from) || !isIsoDate(args.to)) throw new ApiRefusal(DATE_INVALID_MESSAGE, 400);
    return { from: args.from, to: args.to };
  }
  return thisMonthByDefault ? monthRange(await todayOf(api)) : null;
}

/** An account named by its id or its name. */
export const accountArgs = {
  account_id: idArg.optional().describe('Id da conta (list_accounts) / account id'),
  account: nameArg.optional().describe('Nome da conta / account name'),
};

/** A category named by its id or its name. */
export const categoryArgs = {
  category_id: idArg.optional().describe('Id da categoria / category id'),
  category: nameArg.optional().describe('Nome da categoria, ex. Delivery / category name'),
};

/** At most this many names are offered back when a name matches none. */
const NAMES_OFFERED = 30;

function notFound(what: string, name: string, names: string[]): ApiRefusal {
  const offered = names.slice(0, NAMES_OFFERED).join(', ');
  return new ApiRefusal(
    `${what} "${name}" não encontrada. ${offered ? `Existem: ${offered}.` : ''}`.trim(),
    404,
  );
}

/** The account's id: the one given, or the one of that name in the book (archived ones included). */
export async function accountIdOf(
  api: ApiCaller,
  args: { account_id?: number; account?: string },
): Promise<number | undefined> {
  if (args.account_id !== undefined || args.account === undefined) return args.account_id;
  const accounts = await ask<Account[]>(api, 'GET', '/accounts', { query: { includeArchived: 'true' } });
  const found = accounts.find((a) => sameName(a.name, args.account ?? ''));
  if (!found)
    throw notFound(
      'Conta',
      args.account,
      accounts.map((a) => a.name),
    );
  return found.id;
}

/** The category's id and name: the one given, or the one of that name in the book. */
export async function categoryOf(
  api: ApiCaller,
  args: { category_id?: number; category?: string },
): Promise<{ id: number; name: string; parent: { id: number; name: string } | null } | undefined> {
  if (args.category_id === undefined && args.category === undefined) return undefined;
  const categories = await ask<Category[]>(api, 'GET', '/categories');
  const byId = new Map(categories.map((c) => [c.id, c]));
  // Names are unique among siblings only: 'Seguros:Automóvel' (or 'Seguros › Automóvel') names the subcategory,
  // and a name alone the top-level category before a subcategory of that name.
  const named = (c: Category) =>
    sameName(categoryPath(c, byId), args.category ?? '') ||
    sameName(categoryPath(c, byId, ' › '), args.category ?? '');
  const found =
    args.category_id !== undefined
      ? categories.find((c) => c.id === args.category_id)
      : (categories.find(named) ??
        categories.find((c) => c.parentId === null && sameName(c.name, args.category ?? '')) ??
        categories.find((c) => sameName(c.name, args.category ?? '')));
  if (!found)
    throw notFound(
      'Categoria',
      args.category ?? String(args.category_id),
      categories.map((c) => c.name),
    );
  const parent = categories.find((c) => c.id === found.parentId);
  return { id: found.id, name: found.name, parent: parent ? { id: parent.id, name: parent.name } : null };
}
