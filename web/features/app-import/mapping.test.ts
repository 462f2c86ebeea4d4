import { describe, expect, it } from 'vitest';
import type { AppImportPreview } from '../../../common/contract/app-import';
import { buildSettings, CREATE, cardTermsOf, initialMapping, NO_CATEGORY } from './mapping';

const preview = (over: Partial<AppImportPreview> = {}): AppImportPreview => ({
  app: 'ynab',
  rows: 10,
  from: '2026-01-05',
  to: '2026-03-28',
  transfers: 0,
  installments: 0,
  installmentsToCome: 0,
  payees: 0,
  tags: [],
  accounts: [
    { name: 'Nubank Conta', kind: 'checking', rows: 6, movement: 100, opening: 0, match: null },
    { name: 'Cartão Nubank', kind: 'credit_card', rows: 3, movement: -50, opening: 0, match: null },
    {
      name: 'Carteira',
      kind: 'cash',
      rows: 1,
      movement: -10,
      opening: 0,
      match: { id: 7, name: 'Carteira' },
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
      match: { id: 21, path: 'Mercado', remembered: true },
    },
  ],
  sample: [],
  errors: [],
  errorCount: 0,
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
    expect(built.ok && built.settings.accounts).toEqual({ 'Cartão Nubank': 9, Carteira: 8 });
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
