import { useQuery } from '@tanstack/react-query';
import type { Transaction } from '../../../../common/contract/transactions';
import { addDays, formatDateBR, isIsoDate } from '../../../../common/dates';
import { formatReais, parseAmount, reaisToCents } from '../../../../common/money';
import { Alert, FormError } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useUndoToast } from '../../../entities/undo/public';
import { useActionError } from '../../../lib/use-action-error';
import { getTransactions, transactionsKey, useTransactionToTransfer } from '../api/transactions';
import { mayBecomeTransfer } from '../shared/to-transfer';

/** The days either side of a typed transfer a statement's line of it may be dated: the matcher's window. */
const WINDOW_DAYS = 3;
/** Rows of one account read for the window: a week of one account; past that the hint stays quiet. */
const WINDOW_ROWS = 100;

interface Typed {
  fromAccountId: string;
  toAccountId: string;
  amountText: string;
  date: string;
}

/** A statement's row of one side of the transfer being typed: the same account, direction and amount, near the day. */
function sameMoney(row: Transaction, cents: number): boolean {
  return (
    reaisToCents(row.amount) === cents &&
    (row.origin === 'import' || row.origin === 'sync') &&
    mayBecomeTransfer(row)
  );
}

/** One account's rows of one direction in the window (none asked while the window is not known). */
function useWindowRows(
  accountId: string,
  type: 'despesa' | 'receita',
  window: { from: string; to: string } | null,
) {
  return useQuery({
    queryKey: [...transactionsKey, 'recorded-leg', accountId, type, window],
    enabled: window !== null,
    queryFn: ({ signal }) =>
      getTransactions({ ...window, accountId: Number(accountId), type, page: 1, limit: WINDOW_ROWS }, signal),
    staleTime: 30_000,
  });
}

/**
 * The row a statement already brought for the transfer being typed (its money out of the origin account, or into
 * the destination), read when both accounts, the amount and a date are given; null when there is none. Typing the
 * transfer too would count that money twice (the walk of 25/11 did).
 */
function useRecordedLeg(typed: Typed): { row: Transaction; otherAccountId: number } | null {
  const cents = parseAmount(typed.amountText, 'comma');
  const ready =
    typed.fromAccountId !== '' &&
    typed.toAccountId !== '' &&
    cents !== null &&
    cents > 0 &&
    isIsoDate(typed.date);
  const window = ready
    ? { from: addDays(typed.date, -WINDOW_DAYS), to: addDays(typed.date, WINDOW_DAYS) }
    : null;
  const out = useWindowRows(typed.fromAccountId, 'despesa', window);
  const into = useWindowRows(typed.toAccountId, 'receita', window);
  if (!ready || cents === null) return null;
  const fromRow = out.data?.items.find((r) => sameMoney(r, cents));
  if (fromRow) return { row: fromRow, otherAccountId: Number(typed.toAccountId) };
  const toRow = into.data?.items.find((r) => sameMoney(r, cents));
  return toRow ? { row: toRow, otherAccountId: Number(typed.fromAccountId) } : null;
}

/**
 * Over 'Nova transação' while a transfer is typed: the statement's row of the same money, and 'Usar este
 * lançamento' to make that row the transfer (POST /transactions/:id/transfer) instead of writing another.
 */
export function RecordedTransferLeg({ typed, onDone }: { typed: Typed; onDone: () => void }) {
  const found = useRecordedLeg(typed);
  const convert = useTransactionToTransfer();
  const undoToast = useUndoToast();
  const { error, attempt } = useActionError('Não foi possível usar este lançamento');
  if (!found) return null;
  const { row, otherAccountId } = found;
  const use = async () => {
    let undo = '';
    const done = await attempt(async () => {
      undo = (await convert.mutateAsync({ id: row.id, accountId: otherAccountId })).undo;
    });
    if (!done) return;
    undoToast(
      'Transformada em transferência',
      undo,
      'Transferência desfeita: o lançamento voltou a ser como era',
    );
    onDone();
  };
  return (
    <div className="col-span-2 flex flex-col gap-2" data-testid="recorded-transfer-leg">
      <Alert tone="info" className="flex flex-col gap-2">
        <span>
          Este dinheiro já veio do extrato na conta {row.conta_name}: “{row.description}”,{' '}
          {formatDateBR(row.date)}, {formatReais(row.amount)}. Salvar outra transferência o contaria duas
          vezes.
        </span>
        <Button size="sm" className="self-start" disabled={convert.isPending} onClick={() => void use()}>
          Usar este lançamento como a transferência
        </Button>
      </Alert>
      <FormError message={error} />
    </div>
  );
}
