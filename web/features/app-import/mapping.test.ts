import { describe, expect, it } from 'vitest';
import type { AppImportPreview } from '../../../common/contract/app-import';
import {
  buildSettings,
  CREATE,
  cardTermsOf,
  initialMapping,
  NO_CATEGORY,
  previewAccountSettings,
  retarget,
} from './mapping';

/** An account's balance figures when nothing of the file lands before its first row. */
const newAccount = { balanceBefore: 0, balanceAfter: 0, earlier: null, keepBalance: false };

const preview = (over: Partial<AppImportPreview> = {}): AppImportPreview => ({
  app: 'ynab',
  rows: 10,
  fresh: 10,
  known: 0,
  from: '2026-01-05',
  to: '2026-03-28',
  transfers: 0,
  installments: 0,
  installmentsToCome: 0,
  payees: 0,
  tags: [],
  accounts: [
    {
      name: 'Nubank Conta',
      kind: 'checking',
      rows: 6,
      movement: 100,
      opening: 0,
      match: null,
      ...newAccount,
    },
    {
      name: 'Cartão Nubank',
      kind: 'credit_card',
      rows: 3,
      movement: -50,
      opening: 0,
      match: null,
      ...newAccount,
    },
    {
      name: 'Carteira',
      kind: 'cash',
      rows: 1,
      movement: -10,
      opening: 0,
      match: { id: 7, name: 'Carteira', by: 'name' },
      ...newAccount,
    },
  ],
  categories: [
    {
      key: 'despesa|Casa:Aluguel',
      name: 'Aluguel',
      parent: 'Casa',
      type: 'despesa',
      rows: 3,
      total: 300,
      match: null,
    },
    {
      key: 'despesa|Mercado',
      name: 'Mercado',
      parent: null,
      type: 'despesa',
      rows: 2,
      total: 80,
      match: { id: 21, path: 'Mercado', remembered: true, near: false },
    },
  ],
  sample: [],
  errors: [],
  errorCount: 0,
  dayOrder: null,
  ...over,
});

const terms = { closingDay: '3', dueDay: '10', limit: '5.000,00' };

describe('the settings sent to the import', () => {
  it('starts from what the server would do by itself', () => {
    const mapping = initialMapping(preview());
    expect(mapping.accounts['Nubank Conta']?.target).toBe(CREATE);
    expect(mapping.accounts.Carteira?.target).toBe('7');
    expect(mapping.categories).toEqual({ 'despesa|Casa:Aluguel': CREATE, 'despesa|Mercado': '21' });
  });

  it('refuses a new card without its terms, with each field’s message', () => {
    const built = buildSettings('ynab', preview(), initialMapping(preview()));
    expect(built).toEqual({
      ok: false,
      errors: {
        'Cartão Nubank': {
          closingDay: 'Informe o dia de fechamento da fatura',
          dueDay: 'Informe o dia de vencimento da fatura',
          limit: 'Informe o limite do cartão',
        },
      },
    });
  });

  it('sends a new card’s terms in reais and only the choices that differ from the proposal', () => {
    const mapping = initialMapping(preview());
    mapping.accounts['Cartão Nubank'] = { ...mapping.accounts['Cartão Nubank']!, ...terms };
    mapping.categories['despesa|Casa:Aluguel'] = '42';
    mapping.categories['despesa|Mercado'] = NO_CATEGORY;
    expect(buildSettings('ynab', preview(), mapping)).toEqual({
      ok: true,
      settings: {
        app: 'ynab',
        accounts: {
          'Nubank Conta': { type: 'checking' },
          'Cartão Nubank': { type: 'credit_card', closing_day: 3, due_day: 10, credit_limit: 5000 },
        },
        categories: { 'despesa|Casa:Aluguel': 42, 'despesa|Mercado': NO_CATEGORY },
      },
    });
  });

  it('sends an account of the person’s chosen for one of the file, and no terms for a card sent there', () => {
    const mapping = initialMapping(preview());
    mapping.accounts['Cartão Nubank'] = { ...mapping.accounts['Cartão Nubank']!, target: '9' };
    mapping.accounts.Carteira = { ...mapping.accounts.Carteira!, target: '8' };
    const built = buildSettings('ynab', preview(), mapping);
    expect(built.ok && built.settings.accounts).toEqual({
      'Nubank Conta': { type: 'checking' },
      'Cartão Nubank': 9,
      Carteira: 8,
    });
  });
});

describe('a near name proposed for an account (issue 74)', () => {
  const near = preview({
    accounts: [
      {
        name: 'Conta Itaú',
        kind: 'checking',
        rows: 6,
        movement: 100,
        opening: 0,
        match: { id: 3, name: 'Itaú', by: 'near' },
        ...newAccount,
      },
      {
        name: 'Cartão Nubank',
        kind: 'credit_card',
        rows: 3,
        movement: -50,
        opening: 0,
        match: { id: 4, name: 'Nubank', by: 'near' },
        ...newAccount,
      },
    ],
  });

  it('is taken as proposed: nothing to send', () => {
    const built = buildSettings('mobills', near, initialMapping(near));
    expect(built.ok && built.settings.accounts).toEqual({});
  });

  it('turned down, asks for a new account of the file’s kind, and a new card’s terms', () => {
    const mapping = initialMapping(near);
    mapping.accounts['Conta Itaú'] = { ...mapping.accounts['Conta Itaú']!, target: CREATE };
    mapping.accounts['Cartão Nubank'] = { ...mapping.accounts['Cartão Nubank']!, target: CREATE };
    expect(buildSettings('mobills', near, mapping)).toEqual({
      ok: false,
      errors: {
        'Cartão Nubank': {
          closingDay: 'Informe o dia de fechamento da fatura',
          dueDay: 'Informe o dia de vencimento da fatura',
          limit: 'Informe o limite do cartão',
        },
      },
    });
    mapping.accounts['Cartão Nubank'] = { ...mapping.accounts['Cartão Nubank']!, ...terms };
    const built = buildSettings('mobills', near, mapping);
    expect(built.ok && built.settings.accounts).toEqual({
      'Conta Itaú': { type: 'checking' },
      'Cartão Nubank': { type: 'credit_card', closing_day: 3, due_day: 10, credit_limit: 5000 },
    });
  });
});

describe('a new card’s terms', () => {
  const base = { target: CREATE, ...terms };

  it('reads days 1 to 31 and a Brazilian amount', () => {
    expect(cardTermsOf({ ...base, closingDay: '31', dueDay: '1', limit: '1.234,56' })).toEqual({
      ok: true,
      terms: { closing_day: 31, due_day: 1, credit_limit: 1234.56 },
    });
  });

  it('says which day is out of the month', () => {
    const result = cardTermsOf({ ...base, closingDay: '0', dueDay: '32' });
    expect(result).toEqual({
      ok: false,
      errors: {
        closingDay: 'O dia de fechamento deve ser entre 1 e 31',
        dueDay: 'O dia de vencimento deve ser entre 1 e 31',
      },
    });
  });

  it('refuses a limit that is not an amount', () => {
    expect(cardTermsOf({ ...base, limit: 'abc' })).toEqual({
      ok: false,
      errors: { limit: 'Informe o limite do cartão' },
    });
  });
});

describe('an account of the person’s picked by hand (issue 74)', () => {
  // The file's "Conta Itaú" proposed as a new account; the person sends it to their "Banco principal" (id 5).
  const fresh = preview({
    app: 'mobills',
    accounts: [
      {
        name: 'Conta Itaú',
        kind: 'checking',
        rows: 6,
        movement: 100,
        opening: 0,
        match: null,
        ...newAccount,
      },
    ],
  });
  // The preview read again with that choice: the box offered for the account picked.
  const picked = preview({
    app: 'mobills',
    accounts: [
      {
        name: 'Conta Itaú',
        kind: 'checking',
        rows: 6,
        movement: 100,
        opening: 0,
        match: { id: 5, name: 'Banco principal', by: 'choice' },
        balanceBefore: 2867.27,
        balanceAfter: 2867.27,
        earlier: { before: '2026-04-02', movement: 100 },
        keepBalance: true,
      },
    ],
  });

  it('asks for a new account when the preview, read again after turning a near name down, proposes none', () => {
    // "Conta Itaú" was proposed "Itaú"; the person chose "Criar conta nova" and the preview was read again with it.
    const mapping = initialMapping(fresh);
    const built = buildSettings('mobills', fresh, mapping);
    expect(built.ok && built.settings.accounts).toEqual({ 'Conta Itaú': { type: 'checking' } });
  });

  it('reads the preview again with the account picked, its box offered ticked as the server offers it', () => {
    const mapping = initialMapping(fresh);
    mapping.accounts['Conta Itaú'] = retarget(mapping.accounts['Conta Itaú']!, '5');
    expect(mapping.accounts['Conta Itaú']?.keepBalance).toBeUndefined();
    expect(previewAccountSettings(fresh, mapping)).toEqual({
      accounts: { 'Conta Itaú': 5 },
      keepBalances: {},
    });
    // Imported as shown: the account picked, and today's balance kept (the server's default).
    const built = buildSettings('mobills', picked, mapping);
    expect(built).toEqual({
      ok: true,
      settings: { app: 'mobills', accounts: { 'Conta Itaú': 5 }, categories: {} },
    });
  });

  it('sends the box unticked for the account picked, in the preview read again and in the import', () => {
    const mapping = initialMapping(fresh);
    mapping.accounts['Conta Itaú'] = {
      ...retarget(mapping.accounts['Conta Itaú']!, '5'),
      keepBalance: false,
    };
    expect(previewAccountSettings(picked, mapping)).toEqual({
      accounts: { 'Conta Itaú': 5 },
      keepBalances: { 'Conta Itaú': false },
    });
    const built = buildSettings('mobills', picked, mapping);
    expect(built.ok && built.settings.keepBalances).toEqual({ 'Conta Itaú': false });
    // Sent elsewhere again, the new account's box starts as the server offers it.
    expect(retarget(mapping.accounts['Conta Itaú']!, '6').keepBalance).toBeUndefined();
  });
});

describe('the preview read again', () => {
  it('leaves to the server the accounts it proposed itself, same name or near, and says those picked', () => {
    const proposed = preview({
      accounts: [
        { ...preview().accounts[2]! },
        {
          name: 'Conta Itaú',
          kind: 'checking',
          rows: 6,
          movement: 100,
          opening: 0,
          match: { id: 3, name: 'Itaú', by: 'near' },
          ...newAccount,
        },
        { ...preview().accounts[0]! },
      ],
    });
    const mapping = initialMapping(proposed);
    mapping.accounts['Nubank Conta'] = retarget(mapping.accounts['Nubank Conta']!, '11');
    expect(previewAccountSettings(proposed, mapping)).toEqual({
      accounts: { 'Nubank Conta': 11 },
      keepBalances: {},
    });
  });
});
