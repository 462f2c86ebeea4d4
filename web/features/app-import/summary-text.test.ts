import { describe, expect, it } from 'vitest';
import type { AppImportPreview, AppImportResult } from '../../../common/contract/app-import';
import { previewSummary, progressText, resultSummary } from './summary-text';

const preview = (over: Partial<AppImportPreview>): AppImportPreview => ({
  app: 'mobills',
  rows: 87,
  fresh: 87,
  known: 0,
  from: '2026-01-05',
  to: '2026-03-28',
  transfers: 4,
  installments: 6,
  installmentsToCome: 0,
  payees: 0,
  tags: [],
  accounts: [],
  categories: [],
  sample: [],
  errors: [],
  errorCount: 0,
  dayOrder: null,
  ...over,
});

const result = (over: Partial<AppImportResult>): AppImportResult =>
  ({
    inserted: 91,
    transactions: 87,
    skipped: 0,
    duplicates: 0,
    installmentsMatched: 0,
    matched: 0,
    recurringPaid: 0,
    transfersMatched: 0,
    ambiguous: 0,
    skippedByChoice: 0,
    ruled: 0,
    suggested: 0,
    standard: 0,
    billPayments: 0,
    laterInstallments: 0,
    accountsCreated: 0,
    categoriesCreated: 0,
    tagsCreated: 0,
    ...over,
  }) as AppImportResult;

describe('what the preview says the file holds', () => {
  it('the rows, their period, transfers and installments', () => {
    expect(previewSummary(preview({}))).toBe(
      '87 transações de 05/01/2026 a 28/03/2026 · 4 transferências · 6 parcelas',
    );
  });

  it('the installments still to come, which the import will write', () => {
    expect(previewSummary(preview({ installmentsToCome: 7 }))).toBe(
      '87 transações de 05/01/2026 a 28/03/2026 · 4 transferências · 6 parcelas (e 7 parcelas futuras, que serão criadas)',
    );
  });

  it('one of each in the singular, and no zero parts', () => {
    expect(previewSummary(preview({ rows: 1, to: '2026-01-05', transfers: 1, installments: 0 }))).toBe(
      '1 transação em 05/01/2026 · 1 transferência',
    );
    expect(previewSummary(preview({ rows: 1234, transfers: 0, installments: 0 }))).toBe(
      '1.234 transações de 05/01/2026 a 28/03/2026',
    );
  });

  it('a file already imported says so; one in part says what is new (issue 74 point 8)', () => {
    expect(previewSummary(preview({ transfers: 0, installments: 0, fresh: 0, known: 87 }))).toBe(
      '87 transações de 05/01/2026 a 28/03/2026 · Já importado: 0 novas, 87 já existentes',
    );
    expect(previewSummary(preview({ transfers: 0, installments: 0, fresh: 1, known: 86 }))).toBe(
      '87 transações de 05/01/2026 a 28/03/2026 · 1 nova, 86 já existentes',
    );
  });
});

describe('what the import did', () => {
  it('what it wrote, made and found already there', () => {
    expect(
      resultSummary(result({ accountsCreated: 3, categoriesCreated: 12, duplicates: 2, skipped: 2 })),
    ).toBe('87 transações importadas · 3 contas e 12 categorias criadas · 2 já estavam no Grana');
  });

  it('one thing made in the singular, and lines left out apart from those already there', () => {
    expect(resultSummary(result({ transactions: 1, accountsCreated: 1, skipped: 3, duplicates: 1 }))).toBe(
      '1 transação importada · 1 conta criada · 1 já estava no Grana · 2 linhas ignoradas',
    );
    expect(resultSummary(result({ accountsCreated: 1, categoriesCreated: 1, tagsCreated: 2 }))).toBe(
      '87 transações importadas · 1 conta, 1 categoria e 2 tags criadas',
    );
  });

  it('the installments still to come of purchases in installments', () => {
    expect(resultSummary(result({ laterInstallments: 7 }))).toBe(
      '87 transações importadas · 7 parcelas futuras criadas',
    );
    expect(resultSummary(result({ laterInstallments: 1 }))).toBe(
      '87 transações importadas · 1 parcela futura criada',
    );
  });

  it('how far a running import is', () => {
    const running = { status: 'running' as const };
    expect(progressText({ ...running, written: 40, total: 91 })).toBe('Gravando: 43%');
    expect(progressText({ ...running, written: 90, total: 91 })).toBe('Gravando: 98%');
    expect(progressText({ status: 'done', written: 91, total: 91 })).toBe('Gravado: 100%');
  });
});
