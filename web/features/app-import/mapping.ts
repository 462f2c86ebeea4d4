import {
  CARD_DUE_DAY_MESSAGE,
  CARD_DUE_DAY_MISSING_MESSAGE,
  CLOSING_DAY_MESSAGE,
  CLOSING_DAY_MISSING_MESSAGE,
  CREDIT_LIMIT_MISSING_MESSAGE,
  CREDIT_LIMIT_NEGATIVE_MESSAGE,
} from '../../../common/contract/accounts';
import type {
  AppImportAccount,
  AppImportPreview,
  AppImportSettings,
  SourceApp,
} from '../../../common/contract/app-import';
import { centsToReais, parseAmount } from '../../../common/money';

/** The select's value for "create it": a new account, or a new category. */
export const CREATE = 'nova';
/** The category select's value for rows without a category. */
export const NO_CATEGORY = 'nenhuma';

/** What the person chose for one of the file's accounts: where it goes and, for a new card, its bill's terms. */
export interface AccountMapping {
  /** CREATE, or the id of one of the person's accounts as the select holds it. */
  target: string;
  closingDay: string;
  dueDay: string;
  /** Money text as typed ('5.000,00'). */
  limit: string;
}

/** The person's choices on the preview, by the file's account name and category key. */
export interface Mapping {
  accounts: Record<string, AccountMapping>;
  /** CREATE, NO_CATEGORY or a category id as text. */
  categories: Record<string, string>;
}

export type CardTermErrors = Partial<Record<'closingDay' | 'dueDay' | 'limit', string>>;

/** Where each account and category goes before the person changes anything: what the server would do by itself. */
export function initialMapping(preview: AppImportPreview): Mapping {
  return {
    accounts: Object.fromEntries(
      preview.accounts.map((a) => [
        a.name,
        { target: a.match ? String(a.match.id) : CREATE, closingDay: '', dueDay: '', limit: '' },
      ]),
    ),
    categories: Object.fromEntries(
      preview.categories.map((c) => [c.key, c.match ? String(c.match.id) : CREATE]),
    ),
  };
}

/** A new credit card: the file cannot say when its bill closes, falls due, or its limit. */
export const isNewCard = (account: AppImportAccount, choice: AccountMapping | undefined) =>
  account.kind === 'credit_card' && account.match === null && (choice?.target ?? CREATE) === CREATE;

function dayOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const day = Number(trimmed);
  return day >= 1 && day <= 31 ? day : null;
}

/** The new card's terms as the API takes them, or the Portuguese message of each field that is wrong. */
export function cardTermsOf(
  choice: AccountMapping,
):
  | { ok: true; terms: { closing_day: number; due_day: number; credit_limit: number } }
  | { ok: false; errors: CardTermErrors } {
  const errors: CardTermErrors = {};
  const closing = dayOf(choice.closingDay);
  if (closing === null)
    errors.closingDay = choice.closingDay.trim() ? CLOSING_DAY_MESSAGE : CLOSING_DAY_MISSING_MESSAGE;
  const due = dayOf(choice.dueDay);
  if (due === null)
    errors.dueDay = choice.dueDay.trim() ? CARD_DUE_DAY_MESSAGE : CARD_DUE_DAY_MISSING_MESSAGE;
  const limit = parseAmount(choice.limit, 'comma');
  if (limit === null) errors.limit = CREDIT_LIMIT_MISSING_MESSAGE;
  else if (limit < 0) errors.limit = CREDIT_LIMIT_NEGATIVE_MESSAGE;
  if (closing === null || due === null || limit === null || limit < 0) return { ok: false, errors };
  return { ok: true, terms: { closing_day: closing, due_day: due, credit_limit: centsToReais(limit) } };
}

/**
 * The `settings` of POST /import/apps from the person's choices, or the errors of the new cards' terms by account
 * name. Only what differs from what the server does by itself is sent: a category left as the preview proposed
 * keeps its remembered or same-name mapping, a new account of another kind is made of the kind the file suggests.
 */
export function buildSettings(
  app: SourceApp,
  preview: AppImportPreview,
  mapping: Mapping,
): { ok: true; settings: AppImportSettings } | { ok: false; errors: Record<string, CardTermErrors> } {
  const accounts: NonNullable<AppImportSettings['accounts']> = {};
  const errors: Record<string, CardTermErrors> = {};
  for (const account of preview.accounts) {
    const choice = mapping.accounts[account.name];
    if (!choice) continue;
    if (choice.target !== CREATE) {
      const id = Number(choice.target);
      if (id !== account.match?.id) accounts[account.name] = id;
      continue;
    }
    if (!isNewCard(account, choice)) continue;
    const terms = cardTermsOf(choice);
    if (terms.ok) accounts[account.name] = { type: 'credit_card', ...terms.terms };
    else errors[account.name] = terms.errors;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const categories: NonNullable<AppImportSettings['categories']> = {};
  for (const category of preview.categories) {
    const chosen = mapping.categories[category.key];
    const proposed = category.match ? String(category.match.id) : CREATE;
    if (chosen === undefined || chosen === proposed) continue;
    categories[category.key] = chosen === CREATE || chosen === NO_CATEGORY ? chosen : Number(chosen);
  }
  return { ok: true, settings: { app, accounts, categories } };
}
