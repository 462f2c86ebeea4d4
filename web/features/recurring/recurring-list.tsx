import { Fragment, type KeyboardEvent, useState } from 'react';
import { type RecurringItem, recurringModeLabels } from '../../../common/contract/recurring';
import { cn } from '../../lib/cn';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { noticeText } from './due-dates';
import { automaticText, dueRuleText, itemAmountText, nextRunText } from './item-words';
import { KindLines } from './kind-lines';
import { CardTitle, RecurringCards } from './recurring-cards';
import {
  AmountCell,
  DescriptionCell,
  RecurringTable,
  TableRow,
  textCell,
  VariableAmountNote,
} from './recurring-table';
import { draftError, draftOf, type RowDraft, toUpdateBody } from './row-edit';
import { RowItemFields } from './row-item-fields';
import { EditActions, ModeSelect, NextRunInput, NotifyInput, ViewActions } from './row-parts';
import { StatusChip } from './status-chip';
import type { RecurringActions } from './use-recurring-actions';

interface Props {
  items: readonly RecurringItem[];
  actions: RecurringActions;
  /** What the list holds ('Gastos fixos', 'Receitas fixas'), the name screen readers give it. */
  label: string;
  /** False in a book the person only reads: the items without 'Pagar', 'Editar' and 'Excluir'. */
  writable: boolean;
}

/** Back on the row's 'Editar' once its edit closes, so the keyboard stays where it was. */
function focusEditButton(id: number) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-edit-of="${id}"]`)?.focus());
}

/** The row being edited and its draft; one row at a time. */
function useRowEdit(actions: RecurringActions) {
  const [editing, setEditing] = useState<{
    id: number;
    type: RecurringItem['type'];
    draft: RowDraft;
    error: string | null;
  } | null>(null);
  const cancel = () => {
    if (editing) focusEditButton(editing.id);
    setEditing(null);
  };
  const save = async () => {
    if (!editing) return;
    const invalid = draftError(editing.draft);
    if (invalid) return setEditing({ ...editing, error: invalid });
    const failure = await actions.saveItem(editing.type, toUpdateBody(editing.id, editing.draft));
    if (failure === null) focusEditButton(editing.id);
    setEditing((e) => (failure === null ? null : e ? { ...e, error: failure } : e));
  };
  return {
    editing,
    start: (item: RecurringItem) =>
      setEditing({ id: item.id, type: item.type, draft: draftOf(item), error: null }),
    cancel,
    change: (change: Partial<RowDraft>) =>
      setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...change }, error: null } : e)),
    save,
    /** In the edit's fields, Enter saves (as in a form) and Escape cancels. */
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        cancel();
      } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
        event.preventDefault();
        void save();
      }
    },
  };
}

type RowEdit = ReturnType<typeof useRowEdit>;

/** The category and the payee (the section the list is in says whether it is an expense or an income). */
function Subtitle({ item }: { item: RecurringItem }) {
  const parts = [item.category_name ?? 'Sem categoria', item.payee_name].filter(Boolean);
  return <p className="text-xs text-slate-500 dark:text-slate-400">{parts.join(' · ')}</p>;
}

/** An automatic item's next record by the scheduler, so no one presses anything to have it. */
function AutomaticLine({ item }: { item: RecurringItem }) {
  const text = automaticText(item);
  return text ? <p className="text-xs text-slate-500 dark:text-slate-400">{text}</p> : null;
}

function RowError({ error, className }: { error: string | null; className?: string }) {
  return error ? (
    <p role="alert" className={cn('mt-1 text-xs text-red-600 dark:text-red-400', className)}>
      {error}
    </p>
  ) : null;
}

/** The management list of one kind (expenses or incomes): a table from the md breakpoint, cards on a phone. */
export function RecurringList(props: Props) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const edit = useRowEdit(props.actions);
  return desktop ? <EditableTable {...props} edit={edit} /> : <EditableCards {...props} edit={edit} />;
}

const columns = [
  { label: 'Descrição' },
  { label: 'Conta' },
  { label: 'Valor', align: 'right' },
  { label: 'Modo' },
  { label: 'Aviso' },
  { label: 'Vencimento' },
  { label: 'Ações', align: 'right' },
] as const;

function EditableTable({ items, actions, label, edit, writable }: Props & { edit: RowEdit }) {
  return (
    <RecurringTable columns={columns} label={label}>
      {items.map((item) => {
        const draft = edit.editing?.id === item.id ? edit.editing : null;
        return (
          <Fragment key={item.id}>
            <TableRow
              className={cn('align-top', draft && 'bg-slate-50 dark:bg-slate-800/40')}
              onKeyDown={draft ? edit.onKeyDown : undefined}
            >
              <DescriptionCell description={item.description}>
                <Subtitle item={item} />
                <KindLines item={item} />
              </DescriptionCell>
              <td className={textCell}>{item.account_name}</td>
              <AmountCell amount={item.amount}>
                <VariableAmountNote item={item} />
              </AmountCell>
              <td className={textCell}>
                {draft ? (
                  <ModeSelect draft={draft.draft} onChange={edit.change} name={item.description} />
                ) : (
                  <>
                    {recurringModeLabels[item.mode]}
                    <AutomaticLine item={item} />
                  </>
                )}
              </td>
              <td className={cn(textCell, 'whitespace-nowrap')}>
                {draft ? (
                  <NotifyInput draft={draft.draft} onChange={edit.change} name={item.description} />
                ) : (
                  noticeText(item.notify_days)
                )}
              </td>
              <td className="px-3 py-3">
                {draft ? (
                  <NextRunInput draft={draft.draft} onChange={edit.change} name={item.description} />
                ) : (
                  <div className="flex flex-col items-start gap-1">
                    <span className="whitespace-nowrap text-slate-700 dark:text-slate-300">
                      {nextRunText(item)}
                    </span>
                    <span className="whitespace-nowrap text-xs text-slate-500 dark:text-slate-400">
                      {dueRuleText(item)}
                    </span>
                    <StatusChip status={item.payment_status} type={item.type} />
                  </div>
                )}
              </td>
              <td className="px-3 py-2.5">
                {draft ? (
                  <>
                    <EditActions
                      className="flex-col items-end"
                      saving={actions.savingId === item.id}
                      onSave={() => void edit.save()}
                      onCancel={edit.cancel}
                    />
                    <RowError error={draft.error} className="text-right" />
                  </>
                ) : writable ? (
                  <ViewActions
                    icons
                    className="justify-end"
                    item={item}
                    actions={actions}
                    onEdit={() => edit.start(item)}
                  />
                ) : null}
              </td>
            </TableRow>
            {draft ? (
              // What the item is gets a line of its own under the row: the columns have no room for five fields.
              <tr className="border-t-0! bg-slate-50 dark:bg-slate-800/40" onKeyDown={edit.onKeyDown}>
                <td colSpan={columns.length} className="px-4 pb-3">
                  <RowItemFields
                    draft={draft.draft}
                    onChange={edit.change}
                    name={item.description}
                    type={item.type}
                    className="grid grid-cols-[9rem_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] gap-3"
                  />
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </RecurringTable>
  );
}

function EditableCards({ items, actions, label, edit, writable }: Props & { edit: RowEdit }) {
  return (
    <RecurringCards label={label}>
      {items.map((item) => {
        const draft = edit.editing?.id === item.id ? edit.editing : null;
        return (
          <li
            key={item.id}
            className="flex flex-col gap-2 px-3 py-3"
            data-testid={item.type === 'RECEITA' ? 'fixed-income-card' : 'fixed-expense-card'}
          >
            <div className="flex items-start justify-between gap-2">
              <CardTitle description={item.description}>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {item.account_name} · {item.category_name ?? 'Sem categoria'}
                </p>
                <KindLines item={item} />
              </CardTitle>
              <p className="money shrink-0 text-right font-semibold">
                {itemAmountText(item)}
                <VariableAmountNote item={item} />
              </p>
            </div>
            {draft ? (
              <fieldset
                aria-label={`Editar ${item.description}`}
                className="m-0 grid min-w-0 grid-cols-2 gap-2 border-0 p-0 text-xs text-slate-600 dark:text-slate-400"
                onKeyDown={edit.onKeyDown}
              >
                <RowItemFields
                  draft={draft.draft}
                  onChange={edit.change}
                  name={item.description}
                  type={item.type}
                  className="col-span-2 grid grid-cols-2 gap-2 [&>*:nth-child(2)]:col-span-2 [&>*:nth-child(5)]:col-span-2"
                />
                <div className="flex flex-col gap-1">
                  <span aria-hidden>Modo</span>
                  <ModeSelect draft={draft.draft} onChange={edit.change} name={item.description} />
                </div>
                <div className="flex flex-col gap-1">
                  <span aria-hidden>Aviso (dias)</span>
                  <NotifyInput draft={draft.draft} onChange={edit.change} name={item.description} />
                </div>
                <div className="col-span-2 flex flex-col gap-1">
                  <span aria-hidden>Vencimento</span>
                  <NextRunInput draft={draft.draft} onChange={edit.change} name={item.description} />
                </div>
              </fieldset>
            ) : (
              <div className="flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-400">
                <p className="flex items-center gap-2">
                  <StatusChip status={item.payment_status} type={item.type} />
                  <span>
                    {dueRuleText(item)} · {nextRunText(item)}
                  </span>
                </p>
                <p>
                  {recurringModeLabels[item.mode]} · Aviso {noticeText(item.notify_days)}
                </p>
                <AutomaticLine item={item} />
              </div>
            )}
            {draft ? (
              <>
                <EditActions
                  saving={actions.savingId === item.id}
                  onSave={() => void edit.save()}
                  onCancel={edit.cancel}
                />
                <RowError error={draft.error} />
              </>
            ) : writable ? (
              <ViewActions item={item} actions={actions} onEdit={() => edit.start(item)} />
            ) : null}
          </li>
        );
      })}
    </RecurringCards>
  );
}
