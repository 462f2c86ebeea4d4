import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ImportHint, ImportHintsBody } from '../../../../common/contract/import';
import { centsToReais } from '../../../../common/money';
import { api } from '../../../lib/api-client';
import type { PreviewRow } from '../statement-summary';

/** The preview's income and expense rows, as the hints endpoint reads them (transfers get no category). */
export function hintRows(rows: readonly PreviewRow[]): { lines: number[]; body: ImportHintsBody['rows'] } {
  const lines: number[] = [];
  const body: ImportHintsBody['rows'] = [];
  for (const row of rows) {
    if (row.type === 'TRANSFER') continue;
    lines.push(row.line);
    body.push({
      date: row.date,
      description: row.description,
      ...(row.payee ? { payee: row.payee } : {}),
      type: row.type,
      amount: centsToReais(row.amountCents),
      ...(row.fitid ? { externalId: row.fitid } : {}),
      ...(row.installment ? { installment: row.installment } : {}),
      // A purchase abroad typed and estimated at the PTAX is found by what it was there, whatever its reais.
      ...(row.foreign
        ? { foreign: { amount: centsToReais(row.foreign.amount), currency: row.foreign.currency } }
        : {}),
    });
  }
  return { lines, body };
}

/**
 * What the import would do with the preview's rows (POST /transactions/import-hints): the category the rules,
 * history or the well-known merchants would give, and which card installments are recorded already. Keyed by the file's line.
 */
export function useImportHints(accountId: string, rows: readonly PreviewRow[], withHistory: boolean) {
  const { lines, body } = hintRows(rows);
  return useQuery({
    // History's and the well-known merchants' suggestions are the person's to turn off; the rules' are not.
    select: (hints: Map<number, ImportHint | undefined>) =>
      withHistory
        ? hints
        : new Map(
            [...hints].map(([line, hint]) => [
              line,
              hint?.category && hint.category.source !== 'regra' ? { ...hint, category: null } : hint,
            ]),
          ),
    // Under the ledger's prefix: a saved transaction or a new rule changes the hints.
    queryKey: ['transactions', 'import-hints', accountId, body],
    queryFn: async () => {
      const hints = await api.post<ImportHint[]>('/transactions/import-hints', {
        accountId: Number(accountId),
        rows: body,
      });
      return new Map(lines.map((line, i) => [line, hints[i]]));
    },
    enabled: accountId !== '' && body.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
