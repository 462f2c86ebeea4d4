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
  /**
   * Keep today's balance when the file's history lands before the account's first row (preview's `earlier`);
   * undefined: as the server does by itself (yes, where offered). Back to undefined when the target changes.
   */
  keepBalance?: boolean;
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
        {
          target: a.match ? String(a.match.id) : CREATE,
          closingDay: '',
          dueDay: '',
          limit: '',
          keepBalance: a.earlier ? a.keepBalance : undefined,
        },
      ]),
    ),
    categories: Object.fromEntries(
      preview.categories.map((c) => [c.key, c.match ? String(c.match.id) : CREATE]),
    ),
  };
}

/** A new credit card: the file cannot say when its bill closes, falls due, or its limit. */
export const isNewCard = (account: AppImportAccount, choice: AccountMapping | undefined) =>
  account.kind === 'credit_card' && (choice?.target ?? CREATE) === CREATE;

/** Whether the person may ask for a new account: not when one of theirs bears the name (names are unique). */
export const mayCreate = (account: AppImportAccount) => account.match?.by !== 'name';

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
 * name. Of the categories, only what differs from what the server does by itself is sent (one left as the preview
 * proposed keeps its remembered or same-name mapping); each new account is asked for, of the kind the file suggests.
 * An account of the person's is sent unless it bears the file's account's name.
 */
export function buildSettings(
  app: SourceApp,
  preview: AppImportPreview,
  mapping: Mapping,
): { ok: true; settings: AppImportSettings } | { ok: false; errors: Record<string, CardTermErrors> } {
  const accounts: NonNullable<AppImportSettings['accounts']> = {};
  const errors: Record<string, CardTermErrors> = {};
  const keepBalances: Record<string, boolean> = {};
  for (const account of preview.accounts) {
    const choice = mapping.accounts[account.name];
    if (!choice) continue;
    if (choice.target !== CREATE) {
      const id = Number(choice.target);
      if (sendsAccount(account, id)) accounts[account.name] = id;
      // Sent only when unticked: the server keeps today's balance by default.
      if (choice.keepBalance === false) keepBalances[account.name] = false;
      continue;
    }
    if (!isNewCard(account, choice)) {
      // Said, not left to the server: by itself it would propose a near name (the preview read again may not show
      // it, having been asked for a new account).
      accounts[account.name] = { type: account.kind };
      continue;
    }
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
  return {
    ok: true,
    settings: {
      app,
      accounts,
      categories,
      ...(Object.keys(keepBalances).length > 0 ? { keepBalances } : {}),
    },
  };
}

/**
 * Whether the person's account chosen for one of the file's is said in the settings: not when it is what the server
 * proposes by itself (the same name, a near name), which it keeps proposing so, hint and all.
 */
const sendsAccount = (account: AppImportAccount, id: number) =>
  id !== account.match?.id || account.match.by === 'choice';

/** An account's new target: its keep-balance box back to what the server offers for that account (ticked). */
export const retarget = (choice: AccountMapping, target: string): AccountMapping =>
  target === choice.target ? choice : { ...choice, target, keepBalance: undefined };

/**
 * The settings the preview is read again with once the person sends one of the file's accounts elsewhere: every
 * account of theirs chosen, by id, and the boxes unticked, so the server answers each one's balance before and
 * after and its "Manter o saldo de hoje" for the account each goes to, as the import will do. A new account's terms
 * are not needed to preview it.
 */
export function previewAccountSettings(
  preview: AppImportPreview,
  mapping: Mapping,
): Pick<AppImportSettings, 'accounts' | 'keepBalances'> {
  const accounts: NonNullable<AppImportSettings['accounts']> = {};
  const keepBalances: Record<string, boolean> = {};
  for (const account of preview.accounts) {
    const choice = mapping.accounts[account.name];
    if (!choice) continue;
    if (choice.target === CREATE) {
      // A near name turned down (a card's terms are asked at "Importar").
      if (account.match && account.kind !== 'credit_card') accounts[account.name] = { type: account.kind };
      continue;
    }
    const id = Number(choice.target);
    if (sendsAccount(account, id)) accounts[account.name] = id;
    if (choice.keepBalance === false) keepBalances[account.name] = false;
  }
  return { accounts, keepBalances };
}
