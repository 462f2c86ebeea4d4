import { Users } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { HOUSEHOLD_MESSAGES, type TransactionShareFields } from '../../../common/contract/household';
import { centsToReais } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { DivisionText } from './people-line';
import { initialChoice, previewShares, type ShareChoice, type SharePerson, shareFields } from './share-parts';
import { useBookPeople } from './use-book-people';

// The dialog comes when it is opened, as in 'Editar Transação'.
const ShareChoiceDialog = lazy(() =>
  import('./share-dialog').then((m) => ({ default: m.ShareChoiceDialog })),
);

/** A division chosen in 'Nova transação': what the dialog shows again, and POST /transactions' `share`. */
export interface NewExpenseShareValue {
  choice: ShareChoice;
  fields: TransactionShareFields;
}

/** The dialog's start when nothing is chosen yet: the person recording pays, divided equally between everyone. */
function startingChoice(people: readonly SharePerson[], you: number | undefined): ShareChoice {
  return { ...initialChoice({ paid_by: null, share_mode: null, shares: [] }, people, you), mode: 'equal' };
}

/** 'Dividida: Ana R$ 50,01 · Bia R$ 50,00' as it will be saved, or why it cannot be yet. */
function ChoiceText({
  value,
  people,
  amountCents,
}: {
  value: NewExpenseShareValue;
  people: readonly SharePerson[];
  amountCents: number | null;
}) {
  const payer = people.find((p) => p.userId === value.choice.payerId)?.name ?? '';
  if (value.choice.mode === null) return <>Não dividida: é toda de {payer}.</>;
  if (amountCents === null) return <>Dividida entre pessoas; informe o valor para ver a parte de cada uma.</>;
  const preview = previewShares(amountCents, people, value.choice);
  if (preview.kind === 'parts')
    return (
      <DivisionText
        shares={preview.parts.map((p) => ({ userId: p.userId, name: p.name, amount: centsToReais(p.cents) }))}
      />
    );
  return (
    <span className="text-amber-800 dark:text-amber-300">
      {preview.kind === 'problem' ? preview.message : null}
    </span>
  );
}

/**
 * 'Nova transação' in a shared book, for an expense: who paid it and how it is divided, chosen in the same dialog
 * as 'Editar Transação' and sent with the expense (nothing is saved before). Nothing in a personal book nor for a
 * leitor; for a purchase in installments, only the line saying each installment is divided once saved.
 */
export function NewExpenseShare({
  value,
  onChange,
  label,
  amountCents,
  installments,
  className,
}: {
  value: NewExpenseShareValue | null;
  onChange: (value: NewExpenseShareValue | null) => void;
  /** What the dialog's heading calls the expense (its description, as typed so far). */
  label: string;
  /** The amount typed, in cents (null: not a positive amount yet). */
  amountCents: number | null;
  installments: boolean;
  className?: string;
}) {
  const { writes, people, you } = useBookPeople();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  if (!writes) return null;
  // Nothing chosen: the server records the person recording it as the payer.
  const payer = people.find((p) => p.userId === (value ? value.choice.payerId : you));

  return (
    <section
      aria-label="Pessoas"
      data-testid="new-expense-people"
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700',
        className,
      )}
    >
      <div className="flex min-w-0 items-start gap-2 text-sm">
        <Users size={16} aria-hidden className="mt-0.5 shrink-0 text-slate-500 dark:text-slate-400" />
        {installments ? (
          <p className="min-w-0 break-words text-slate-600 dark:text-slate-400">
            {HOUSEHOLD_MESSAGES.installmentsNotShared}
          </p>
        ) : (
          <div className="min-w-0" data-testid="new-expense-share-summary">
            <p className="font-medium">{payer ? `Pago por ${payer.name}` : 'Pago por você'}</p>
            <p className="break-words text-slate-600 dark:text-slate-400">
              {value ? (
                <ChoiceText value={value} people={people} amountCents={amountCents} />
              ) : (
                'Não dividida entre pessoas.'
              )}
            </p>
          </div>
        )}
      </div>
      {installments ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start sm:self-center"
          disabled={people.length === 0}
          onClick={() => setOpen(true)}
        >
          {value ? 'Editar divisão' : 'Dividir entre pessoas'}
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ShareChoiceDialog
            label={label.trim() || 'Nova despesa'}
            amountCents={amountCents}
            people={people}
            initial={value?.choice ?? startingChoice(people, you)}
            onChoose={(choice) => {
              onChange({ choice, fields: shareFields(people, choice) });
              return null;
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
