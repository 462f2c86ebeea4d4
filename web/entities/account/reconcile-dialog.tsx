import { useId, useState } from 'react';
import type { Reconciliation } from '../../../common/contract/reconcile';
import { statusLabels } from '../../../common/contract/transactions';
import { formatDateBR, isIsoDate } from '../../../common/dates';
import { centsToInputText, formatCents, parseAmount, reaisToCents } from '../../../common/money';
import { FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DateInput } from '../../components/ui/date-input';
import { Field } from '../../components/ui/field';
import { LoadFailed } from '../../components/ui/load-failed';
import { Modal } from '../../components/ui/modal';
import { MoneyInput } from '../../components/ui/money-input';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { browserToday } from '../../lib/browser-today';
import { cn } from '../../lib/cn';
import { Amount } from './amount';
import { useConfirmReconciliation, useReconciliation } from './api/reconciliation';

/** The rows the dialog lists (the answer brings up to 100; the count says how many there are). */
const ROWS_SHOWN = 20;

export interface ReconcileTarget {
  id: number;
  name: string;
}

interface ReconcileDialogProps {
  /** The account to reconcile; null: the dialog is closed. */
  account: ReconcileTarget | null;
  onClose: () => void;
  /** A statement's balance (the balance the imported statement states) to start from; by default today and an empty bank balance. */
  initial?: { date: string; amount: number } | undefined;
}

/**
 * "Conferir saldo": the bank's balance typed for a date against Grana's, the difference, the rows not yet
 * reconciled; confirming marks them Conferida (and "Criar ajuste e confirmar" first writes the difference).
 */
export function ReconcileDialog({ account, onClose, initial }: ReconcileDialogProps) {
  return account ? <ReconcileForm account={account} onClose={onClose} initial={initial} /> : null;
}

const rowsLabel = (count: number) => (count === 1 ? '1 lançamento' : `${count} lançamentos`);

function Unreconciled({ data }: { data: Reconciliation }) {
  const { count, total, rows } = data.unreconciled;
  if (count === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Nenhum lançamento a conferir até {formatDateBR(data.date)}.
      </p>
    );
  }
  const shown = rows.slice(0, ROWS_SHOWN);
  return (
    <section aria-labelledby="reconcile-rows" className="flex flex-col gap-2">
      <h3 id="reconcile-rows" className="text-sm font-semibold">
        {rowsLabel(count)} a conferir até {formatDateBR(data.date)} (total <Amount value={total} />)
      </h3>
      <ul
        aria-label="Lançamentos a conferir"
        className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800"
      >
        {shown.map((row) => (
          <li key={row.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="min-w-0">
              <span className="block truncate">{row.description || 'Sem descrição'}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {formatDateBR(row.date)} · {statusLabels[row.status]}
              </span>
            </span>
            <Amount value={row.amount} movement className="shrink-0" />
          </li>
        ))}
      </ul>
      {count > shown.length ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Mostrando os {shown.length} mais recentes de {count}.
        </p>
      ) : null}
    </section>
  );
}

function ReconcileForm({
  account,
  onClose,
  initial,
}: {
  account: ReconcileTarget;
  onClose: () => void;
  initial: ReconcileDialogProps['initial'];
}) {
  const formId = useId();
  const toast = useToast();
  const [date, setDate] = useState(initial?.date ?? browserToday());
  const initialText = initial ? centsToInputText(reaisToCents(initial.amount)) : '';
  const [bankText, setBankText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const wholeDate = isIsoDate(date) ? date : null;
  const reading = useReconciliation(account.id, wholeDate);
  const confirm = useConfirmReconciliation();

  const bankCents = bankText.trim() === '' ? null : parseAmount(bankText, 'comma');
  const data = reading.data;
  // The answer on screen is the date's (not the previous date's, kept while the new one loads).
  const current = data && !reading.isPlaceholderData && data.date === wholeDate ? data : undefined;
  const differenceCents = current && bankCents !== null ? bankCents - reaisToCents(current.balance) : null;

  /** How the difference is settled: none (the balances agree), a row of the date, or the opening balance. */
  const send = async (settle: 'none' | 'adjust' | 'opening') => {
    if (!wholeDate || bankCents === null) return;
    setError(null);
    try {
      const done = await confirm.mutateAsync({
        accountId: account.id,
        date: wholeDate,
        balance: bankCents / 100,
        adjust: settle === 'adjust',
        opening: settle === 'opening',
      });
      const marked = `${rowsLabel(done.reconciled)} marcados como conferidos`;
      toast(
        done.adjustment
          ? `Ajuste criado e saldo conferido: ${marked}`
          : done.opening
            ? `Saldo inicial corrigido para ${formatCents(reaisToCents(done.opening.after))} e saldo conferido: ${marked}`
            : `Saldo conferido: ${marked}`,
      );
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível confirmar a conferência'));
    }
  };

  const ready = current !== undefined && differenceCents !== null && !confirm.isPending;
  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancelar
      </Button>
      {ready && differenceCents !== 0 ? (
        <>
          <Button variant="secondary" onClick={() => void send('opening')}>
            Corrigir saldo inicial e confirmar
          </Button>
          <Button variant="secondary" onClick={() => void send('adjust')}>
            Criar ajuste e confirmar
          </Button>
        </>
      ) : null}
      <Button type="submit" form={formId} disabled={!ready || differenceCents !== 0}>
        {confirm.isPending ? 'Confirmando...' : 'Confirmar conferência'}
      </Button>
    </>
  );

  return (
    <Modal
      open
      title={`Conferir saldo: ${account.name}`}
      onClose={onClose}
      dirty={bankText !== initialText}
      footer={footer}
      initialFocus='[name="bank-balance"]'
      widthClass="max-w-xl"
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready && differenceCents === 0) void send('none');
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Data"
            error={date !== '' && !wholeDate && date.length === 10 ? 'Data inválida' : undefined}
          >
            {(id) => <DateInput id={id} value={date} onChange={setDate} />}
          </Field>
          <Field label="Saldo no banco" hint="Como o banco mostra; negativo para dívida (cartão)">
            {(id) => (
              <MoneyInput id={id} name="bank-balance" allowNegative value={bankText} onChange={setBankText} />
            )}
          </Field>
        </div>
        {reading.isError ? (
          <LoadFailed query={reading} fallback="Erro ao carregar o saldo da conta" />
        ) : !data ? (
          <Skeleton label="Carregando saldo...">
            <SkeletonRows rows={3} />
          </Skeleton>
        ) : (
          <div className={cn('flex flex-col gap-4', !current && 'opacity-60')}>
            <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/50">
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">
                  Saldo no Grana em {formatDateBR(data.date)}
                </dt>
                <dd className="font-semibold">
                  <Amount value={data.balance} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">Última conferência</dt>
                <dd>
                  {data.last ? (
                    <>
                      {formatDateBR(data.last.date)} (<Amount value={data.last.balance} />)
                    </>
                  ) : (
                    'Nenhuma'
                  )}
                </dd>
              </div>
            </dl>
            <p
              role="status"
              className={cn(
                'text-sm font-semibold',
                differenceCents === 0
                  ? 'text-emerald-700 dark:text-emerald-400'
                  : differenceCents !== null
                    ? 'text-amber-700 dark:text-amber-400'
                    : 'text-slate-600 dark:text-slate-400',
              )}
            >
              {differenceCents === null
                ? bankText.trim() !== '' && bankCents === null
                  ? 'Valor inválido'
                  : 'Digite o saldo que o banco mostra para comparar.'
                : differenceCents === 0
                  ? 'Saldos conferem'
                  : `Diferença: ${formatCents(differenceCents)} (o banco mostra ${differenceCents > 0 ? 'mais' : 'menos'} que o Grana)`}
            </p>
            {differenceCents !== null && differenceCents !== 0 && wholeDate ? (
              <SettleChoices first={data.last === null} date={wholeDate} />
            ) : null}
            <Unreconciled data={data} />
          </div>
        )}
        <FormError message={error} />
      </form>
    </Modal>
  );
}

/**
 * What each way of settling a difference does to the figures, said before the person picks one: the adjustment is
 * income or expense of its month (Receitas, Despesas, the reports); the opening balance is money from before the
 * account's first row in Grana, which no month earned or spent — what a first confirmation after an import or a bank
 * connection usually finds.
 */
function SettleChoices({ first, date }: { first: boolean; date: string }) {
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-400">
      {first ? (
        <p>
          Primeira conferência desta conta: se a diferença é o dinheiro que a conta já tinha antes do primeiro
          lançamento no Grana, <strong>corrija o saldo inicial</strong> — nenhum mês ganha receita ou despesa.
        </p>
      ) : null}
      <p>
        O saldo inicial corrigido muda o saldo da conta em todos os meses. O ajuste entra como receita ou
        despesa em {formatDateBR(date)} e conta nas Receitas, Despesas e relatórios do mês.
      </p>
    </div>
  );
}
