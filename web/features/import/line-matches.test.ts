import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type LineMatch, lineMatchLabel, MAX_HINT_LINES } from '../../../common/contract/import';
import { transactionLabel } from '../../../common/csv/transaction-label';
import { formatReais } from '../../../common/money';
import { INITIAL_SETTINGS, uploadSettings } from './import-settings';
import {
  attachesLines,
  canUndoMatches,
  choiceOf,
  effectiveKind,
  markedLines,
  matchedRowPath,
  matchOptions,
  matchResultTexts,
  matchSummaryText,
  resultStats,
  takesCategory,
  unmatchedText,
} from './line-matches';
import { summarizeStatement } from './statement-summary';

const none = { row: null, recurring: null, transfer: null, candidates: [] };
const rent = { id: 7, date: '2026-11-05', description: 'Aluguel', amount: 1500 };
const other = { id: 9, date: '2026-11-06', description: 'Aluguel apto', amount: 1500 };
const fresh: LineMatch = { kind: 'new', ...none };
const recorded: LineMatch = { kind: 'recorded', ...none, row: rent };
const recurring: LineMatch = {
  kind: 'recurring',
  ...none,
  recurring: { id: 3, description: 'Aluguel', month: '2026-11', expectedAmount: null },
};
const ambiguous: LineMatch = { kind: 'ambiguous', ...none, candidates: [rent, other] };

describe('line matches', () => {
  it('the summary counts each kind, the person’s choices applied', () => {
    const lines = [
      { match: fresh, choice: undefined },
      { match: fresh, choice: undefined },
      { match: recorded, choice: undefined },
      { match: recurring, choice: undefined },
      { match: recorded, choice: 'skip' as const },
      { match: ambiguous, choice: 9 },
    ];
    expect(matchSummaryText(lines)).toBe(
      '2 novos · 2 já registrados · 1 paga gasto fixo · 1 não será importado',
    );
    expect(matchSummaryText([])).toBe('');
    expect(effectiveKind(recorded, 'new')).toBe('new');
    expect(effectiveKind(ambiguous, undefined)).toBe('ambiguous');
    // Only a line written as a row of its own takes the preview's category.
    const kinds = [
      'new',
      'ambiguous',
      'installment',
      'recorded',
      'recurring',
      'transfer',
      'duplicate',
      'skip',
    ] as const;
    expect(kinds.filter(takesCategory)).toEqual(['new', 'ambiguous']);
  });

  it("the mark names the fixed item paid, and the amount expected when a 'valor variável' line differs", () => {
    expect(lineMatchLabel(recurring)).toBe('Paga o gasto fixo Aluguel (novembro)');
    const light: LineMatch = {
      ...recurring,
      recurring: { id: 4, description: 'Luz', month: '2026-12', expectedAmount: 180 },
    };
    expect(lineMatchLabel(light)).toBe(`Paga o gasto fixo Luz (dezembro) · previsto ${formatReais(180)}`);
    expect(formatReais(180)).toBe('R$ 180,00');
  });

  it('the override offers the decision, new, skip and every row to match with, once each', () => {
    const options = matchOptions({ ...ambiguous, row: rent });
    expect(options.map((o) => o.value)).toEqual(['', 'new', 'skip', '7', '9']);
    expect(options[0]!.label).toBe('Automático');
    expect(options[3]!.label).toBe(`Combinar com 05/11/2026 Aluguel ${formatReais(1500)}`);
    expect(matchOptions(fresh).map((o) => o.label)).toEqual([
      'Automático',
      'Importar como novo',
      'Não importar',
    ]);
    expect([choiceOf(''), choiceOf('new'), choiceOf('skip'), choiceOf('9')]).toEqual([
      undefined,
      'new',
      'skip',
      9,
    ]);
  });

  it('pairs the hinted lines with the choices and links a matched row by its account, day and text', () => {
    const hints = new Map([
      [2, { category: null, installmentRecorded: false, match: recorded }],
      [3, undefined],
    ]);
    expect(markedLines([2, 3, 4], hints, { '2': 'skip' })).toEqual([{ match: recorded, choice: 'skip' }]);
    expect(matchedRowPath(rent, '4')).toBe(
      '/transactions?q=Aluguel&from=2026-11-05&to=2026-11-05&accountId=4',
    );
  });

  it('the result says each count in Portuguese and offers the undo only when something was matched', () => {
    const result = { matched: 2, recurringPaid: 1, transfersMatched: 1, ambiguous: 1, skippedByChoice: 2 };
    expect(matchResultTexts(result)).toEqual([
      '2 já registrados',
      '1 gasto fixo pago',
      '1 parte de transferência',
      '1 sem escolha automática: importado como novo',
      '2 não importados por sua escolha',
    ]);
    expect(
      matchResultTexts({
        ...result,
        matched: 0,
        recurringPaid: 0,
        transfersMatched: 0,
        ambiguous: 0,
        skippedByChoice: 0,
      }),
    ).toEqual([]);
    expect(canUndoMatches({ ...result, importId: 'x' })).toBe(true);
    expect(canUndoMatches({ ...result, importId: null })).toBe(false);
    expect(canUndoMatches({ matched: 0, recurringPaid: 0, transfersMatched: 0, importId: 'x' })).toBe(false);
    expect(unmatchedText(1)).toBe('1 combinação desfeita');
    expect(unmatchedText(3)).toBe('3 combinações desfeitas');
  });

  it('the choices go in the upload’s settings like the categories, and none when there are none', () => {
    const upload = uploadSettings(INITIAL_SETTINGS, {
      defaultAccountId: 4,
      destination: '',
      lineMatches: { '2': 'skip', '3': 9, '5': 'new' },
    });
    expect(upload.lineMatches).toEqual({ '2': 'skip', '3': 9, '5': 'new' });
    const plain = uploadSettings(INITIAL_SETTINGS, { defaultAccountId: 4, destination: '', lineMatches: {} });
    expect(plain).not.toHaveProperty('lineMatches');
    expect(plain).not.toHaveProperty('bankDates');
    expect(
      uploadSettings(INITIAL_SETTINGS, { defaultAccountId: 4, destination: '', bankDates: true }).bankDates,
    ).toBe(true);
  });

  it('offers the bank dates only when some line will be matched with a recorded row', () => {
    const hints = new Map([
      [2, { category: null, installmentRecorded: false, match: recorded }],
      [3, { category: null, installmentRecorded: false, match: fresh }],
      [4, { category: null, installmentRecorded: false, match: ambiguous }],
    ]);
    const rows = [{ line: 2 }, { line: 3 }, { line: 4 }];
    expect(attachesLines(rows, hints, {})).toBe(true);
    expect(attachesLines(rows, hints, { '2': 'new' })).toBe(false);
    expect(attachesLines(rows, hints, { '2': 'skip', '4': 9 })).toBe(true);
    expect(attachesLines(rows, undefined, {})).toBe(false);
  });

  it('the hints mark a month of lines (up to MAX_HINT_LINES) while the table shows the first 200', () => {
    const lines = Array.from({ length: 1100 }, (_, i) => `01/10/2026;Compra ${i};-${i + 1},00`);
    const bytes = new TextEncoder().encode(['Data;Descrição;Valor', ...lines].join('\n'));
    const summary = summarizeStatement(bytes, 'extrato.csv', INITIAL_SETTINGS);
    expect(summary.rowCount).toBe(1100);
    expect(summary.preview).toHaveLength(200);
    expect(summary.hintLines).toHaveLength(MAX_HINT_LINES);
    expect(summary.hintLines.slice(0, 200)).toEqual(summary.preview);
  });

  it('the result counts the matched lines as combined, not ignored', () => {
    // The walk: 40 lines of an OFX, 4 of them typed by hand already.
    expect(resultStats({ inserted: 36, skipped: 4, matched: 4, transfersMatched: 0 })).toEqual([
      { label: 'Inseridos', value: 36 },
      { label: 'Combinados', value: 4 },
      { label: 'Ignorados', value: 0 },
    ]);
    // One leg of a transfer matched, two lines imported before: those two alone are ignored.
    expect(resultStats({ inserted: 5, skipped: 3, matched: 0, transfersMatched: 1 })).toEqual([
      { label: 'Inseridos', value: 5 },
      { label: 'Combinados', value: 1 },
      { label: 'Ignorados', value: 2 },
    ]);
    expect(resultStats({ inserted: 3, skipped: 3, matched: 0, transfersMatched: 0 })).toEqual([
      { label: 'Inseridos', value: 3 },
      { label: 'Ignorados', value: 3 },
    ]);
  });

  it('the preview numbers an OFX’s lines as its transactions, not as the file’s text lines', () => {
    const bytes = readFileSync(new URL('../../../common/ofx/fixtures/banco-sgml.ofx', import.meta.url));
    const summary = summarizeStatement(new Uint8Array(bytes), 'extrato.ofx', INITIAL_SETTINGS);
    const positions = summary.preview.map((row) => row.position);
    expect(positions).toEqual(Array.from({ length: summary.rowCount }, (_, i) => i + 1));
    // The text line of the last transaction is far beyond the count of transactions.
    expect(summary.preview.at(-1)!.line).toBeGreaterThan(summary.rowCount);
    expect(transactionLabel(summary.preview.at(-1)!.position)).toBe(`Lançamento ${summary.rowCount}`);
  });
});
