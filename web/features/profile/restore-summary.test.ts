import { describe, expect, it } from 'vitest';
import { restoreSummary } from './restore-summary';

const none = {
  accounts: 0,
  categories: 0,
  tags: 0,
  payees: 0,
  goals: 0,
  recurring: 0,
  budgets: 0,
  rules: 0,
  transactions: 0,
  attachments: 0,
};

describe('restoreSummary', () => {
  it('lists what came back, in Portuguese, with singulars, plurals and thousands', () => {
    expect(
      restoreSummary({ ...none, accounts: 8, transactions: 100_130, categories: 40, goals: 1, recurring: 2 }),
    ).toBe('8 contas, 100.130 lançamentos, 40 categorias, 1 meta e 2 gastos fixos');
    expect(restoreSummary({ ...none, accounts: 1 })).toBe('1 conta');
    expect(restoreSummary({ ...none, accounts: 1, rules: 3 })).toBe('1 conta e 3 regras');
    expect(restoreSummary({ ...none, transactions: 2, attachments: 1 })).toBe(
      '2 lançamentos e 1 comprovante',
    );
    expect(restoreSummary({ ...none, transactions: 2, attachments: 3 })).toBe(
      '2 lançamentos e 3 comprovantes',
    );
    expect(restoreSummary(none)).toBe('nenhum dado (o backup estava vazio)');
  });
});
