import { useId, useState } from 'react';
import { SHARE_MODES, type ShareMode, shareModeLabels } from '../../../common/contract/household';
import type { Transaction } from '../../../common/contract/transactions';
import { formatCents, formatReais, reaisToCents } from '../../../common/money';
import { FormError } from '../../components/ui/alert';
import { Checkbox } from '../../components/ui/checkbox';
import { Field, SelectField } from '../../components/ui/field';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { MoneyInput } from '../../components/ui/money-input';
import { useToast } from '../../components/ui/toast';
import { type ShareAnswer, useShareTransaction } from '../../entities/transaction/api/share';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import {
  initialChoice,
  partCents,
  partsToStartFrom,
  partsTotal,
  previewShares,
  type ShareChoice,
  type SharePerson,
  type SharePreview,
  shareBody,
} from './share-parts';

/** 'Não dividir' is the radio whose value is this; the others are the contract's modes. */
const ALONE = 'alone';
const modeOptions = [
  { value: ALONE, label: 'Não dividir' },
  ...SHARE_MODES.map((mode) => ({ value: mode, label: shareModeLabels[mode] })),
];

const sameChoice = (a: ShareChoice, b: ShareChoice) => {
  const plain = (c: ShareChoice) => JSON.stringify([c.payerId, c.mode, [...c.chosen].sort(), c.parts]);
  return plain(a) === plain(b);
};

/**
 * 'Dividir entre pessoas': who paid the expense and how it is divided between the book's people, with each
 * person's part previewed as the server computes it. The server's answer is what the row then shows.
 */
export function ShareDialog({
  transaction,
  people,
  you,
  onSaved,
  onClose,
}: {
  transaction: Transaction;
  people: readonly SharePerson[];
  /** The person asking: the payer offered when the row names none. */
  you: number | undefined;
  onSaved: (answer: ShareAnswer) => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const share = useShareTransaction();
  const [initial] = useState(() => initialChoice(transaction, people, you));
  return (
    <ShareChoiceDialog
      label={transaction.description.trim() || transaction.payee_name || 'Despesa'}
      amountCents={reaisToCents(transaction.amount)}
      people={people}
      initial={initial}
      pending={share.isPending}
      onChoose={async (choice) => {
        try {
          onSaved(await share.mutateAsync(shareBody(transaction.id, people, choice)));
        } catch (e) {
          return errorMessage(e, 'Não foi possível salvar a divisão');
        }
        toast(choice.mode === null ? 'Quem pagou foi salvo' : 'Divisão salva');
        return null;
      }}
      onClose={onClose}
    />
  );
}

/** The preview, and its wait for the amount of an expense not typed yet ('Nova transação'). */
type DialogPreview = SharePreview | { kind: 'later' };

/** Said in the preview of an expense whose amount is not typed yet ('Nova transação'). */
export const AMOUNT_FIRST = 'Informe o valor da despesa para ver a parte de cada pessoa.';

/**
 * The choice itself, for a saved expense (ShareDialog) or one being recorded in 'Nova transação', which keeps the
 * choice and sends it with the expense. `onChoose` answers the message that keeps the dialog open, or null; the
 * dialog then closes. `amountCents` null: the amount is not typed yet.
 */
export function ShareChoiceDialog({
  label,
  amountCents,
  people,
  initial,
  pending = false,
  onChoose,
  onClose,
}: {
  label: string;
  amountCents: number | null;
  people: readonly SharePerson[];
  initial: ShareChoice;
  pending?: boolean;
  onChoose: (choice: ShareChoice) => Promise<string | null> | string | null;
  onClose: () => void;
}) {
  const formId = useId();
  const [choice, setChoice] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const amount = amountCents ?? 0;
  const computed = previewShares(amount, people, choice);
  // No amount yet: the parts wait for it; by values nothing can be typed against it, the other ways may be chosen.
  const preview: DialogPreview =
    amountCents === null && choice.mode !== null && computed.kind !== 'problem'
      ? choice.mode === 'parts'
        ? { kind: 'problem', message: AMOUNT_FIRST }
        : { kind: 'later' }
      : computed;
  const payer = people.find((p) => p.userId === choice.payerId);
  // A message about the choice before is not left standing over the choice it no longer speaks of.
  const update = (next: Partial<ShareChoice>) => {
    setChoice((c) => ({ ...c, ...next }));
    setError(null);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    // Opened from 'Editar Transação' or 'Nova transação', this dialog sits inside that form in React's tree, where a
    // submit bubbles through the portal: it must not save that form too.
    event.stopPropagation();
    setError(null);
    if (preview.kind === 'problem') {
      setError(preview.message);
      return;
    }
    const message = await onChoose(choice);
    if (message !== null) {
      setError(message);
      return;
    }
    onClose();
  };

  return (
    <Modal
      open
      title="Dividir entre pessoas"
      onClose={onClose}
      dirty={!sameChoice(choice, initial)}
      footer={<FormModalFooter formId={formId} onCancel={onClose} pending={pending} />}
    >
      <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
          <span className="font-medium break-words">{label}</span>
          {amountCents === null ? null : (
            <>
              {' '}
              · <span className="money">{formatCents(amountCents)}</span>
            </>
          )}
        </p>
        <SelectField
          label="Quem pagou"
          value={String(choice.payerId)}
          onChange={(e) => update({ payerId: Number(e.target.value) })}
        >
          {people.map((p) => (
            <option key={p.userId} value={p.userId}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <ModeChoice
          mode={choice.mode}
          onChange={(mode) => update({ mode, parts: partsToStartFrom(mode, choice.parts, computed) })}
        />
        {choice.mode === 'equal' || choice.mode === 'income' ? (
          <PeopleChoice
            people={people}
            chosen={choice.chosen}
            withIncome={choice.mode === 'income'}
            onChange={(chosen) => update({ chosen })}
          />
        ) : null}
        {choice.mode === 'parts' && amountCents !== null ? (
          <PartsFields
            people={people}
            parts={choice.parts}
            amount={amount}
            onChange={(parts) => update({ parts })}
          />
        ) : null}
        <Preview preview={preview} payerName={payer?.name ?? ''} />
        <FormError message={error} />
      </form>
    </Modal>
  );
}

/** Four real radio buttons laid as a segmented choice: the arrows move between them. */
function ModeChoice({
  mode,
  onChange,
}: {
  mode: ShareMode | null;
  onChange: (mode: ShareMode | null) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Como dividir</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {modeOptions.map((option) => (
          <label key={option.value} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={(mode ?? ALONE) === option.value}
              onChange={() => onChange(option.value === ALONE ? null : (option.value as ShareMode))}
              className="peer sr-only"
            />
            <span className="flex min-h-9 items-center justify-center rounded-md px-2 py-1 text-center text-sm font-medium text-slate-600 transition-colors peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600 dark:text-slate-300 dark:peer-checked:bg-slate-600 dark:peer-checked:text-white">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Who takes part (equal, income); by income each name says the income it divides by. */
function PeopleChoice({
  people,
  chosen,
  withIncome,
  onChange,
}: {
  people: readonly SharePerson[];
  chosen: ReadonlySet<number>;
  withIncome: boolean;
  onChange: (chosen: ReadonlySet<number>) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Entre quem</legend>
      {people.map((p) => (
        <Checkbox
          key={p.userId}
          checked={chosen.has(p.userId)}
          onChange={(e) => {
            const next = new Set(chosen);
            if (e.target.checked) next.add(p.userId);
            else next.delete(p.userId);
            onChange(next);
          }}
        >
          {p.name}
          {withIncome ? (
            <span className="text-slate-500 dark:text-slate-400">
              {' '}
              · {p.income === null ? 'renda não informada' : `renda ${formatReais(p.income)}`}
            </span>
          ) : null}
        </Checkbox>
      ))}
    </fieldset>
  );
}

/** 'Por valores': a money field per person and the running sum against the expense. */
function PartsFields({
  people,
  parts,
  amount,
  onChange,
}: {
  people: readonly SharePerson[];
  parts: ShareChoice['parts'];
  amount: number;
  onChange: (parts: ShareChoice['parts']) => void;
}) {
  const sum = partsTotal(people, parts);
  const left = amount - sum;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        Quanto cabe a cada pessoa
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {people.map((p) => (
          <Field
            key={p.userId}
            label={p.name}
            error={partCents(parts[p.userId]) === null ? 'Informe um valor válido' : undefined}
          >
            {(id) => (
              <MoneyInput
                id={id}
                value={parts[p.userId] ?? ''}
                onChange={(text) => onChange({ ...parts, [p.userId]: text })}
              />
            )}
          </Field>
        ))}
      </div>
      <p
        data-testid="parts-sum"
        aria-live="polite"
        className={cn(
          'text-sm',
          left < 0 ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-300',
        )}
      >
        Soma das partes: <span className="money font-medium">{formatCents(sum)}</span> de{' '}
        <span className="money">{formatCents(amount)}</span>
        {left > 0 ? (
          <>
            {' '}
            · faltam <span className="money font-medium">{formatCents(left)}</span>
          </>
        ) : left < 0 ? (
          <>
            {' '}
            · passam <span className="money font-medium">{formatCents(-left)}</span>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}

/** Each person's part as it will be saved, or what is still missing to save it. */
function Preview({ preview, payerName }: { preview: DialogPreview; payerName: string }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-live="polite"
      data-testid="share-preview"
      className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <h3 id={titleId} className="mb-1 font-semibold">
        Parte de cada pessoa
      </h3>
      {preview.kind === 'alone' ? (
        <p className="text-slate-600 dark:text-slate-400">Sem divisão: a despesa inteira é de {payerName}.</p>
      ) : preview.kind === 'later' ? (
        <p className="text-slate-600 dark:text-slate-400">{AMOUNT_FIRST}</p>
      ) : preview.kind === 'problem' ? (
        <p className="text-amber-800 dark:text-amber-300">{preview.message}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {preview.parts.map((part) => (
            <li key={part.userId} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">{part.name}</span>
              <span className="money font-medium">{formatCents(part.cents)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
