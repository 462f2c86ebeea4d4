import { Pencil, Trash2 } from 'lucide-react';
import { RECURRING_MODES, type RecurringItem, recurringModeLabels } from '../../../common/contract/recurring';
import { Button } from '../../components/ui/button';
import { DateInput } from '../../components/ui/date-input';
import { inputClass } from '../../components/ui/field';
import { IconButton } from '../../components/ui/icon-button';
import { cn } from '../../lib/cn';
import { itemWords } from './item-words';
import type { RowDraft } from './row-edit';
import type { RecurringActions } from './use-recurring-actions';

/** Pagar (Recebido, for an income) shows only for manual items not settled this month. */
export const canPay = (item: RecurringItem): boolean =>
  item.mode === 'manual' && item.payment_status !== 'pago';

interface ViewActionsProps {
  item: RecurringItem;
  actions: RecurringActions;
  onEdit: () => void;
  className?: string;
  /** The table's narrow column: Editar and Excluir as icons (named for screen readers and on hover). */
  icons?: boolean;
}

export function ViewActions({ item, actions, onEdit, className, icons = false }: ViewActionsProps) {
  const paying = actions.payingId === item.id;
  const pay = canPay(item) ? (
    <Button size="sm" disabled={paying} onClick={() => actions.askToPay(item)}>
      {paying ? 'Confirmando…' : itemWords[item.type].confirm}
    </Button>
  ) : null;
  if (icons)
    return (
      <div className={cn('flex items-center gap-1', className)}>
        {pay}
        <IconButton label="Editar" icon={Pencil} size="sm" data-edit-of={item.id} onClick={onEdit} />
        <IconButton
          label="Excluir"
          icon={Trash2}
          tone="danger"
          size="sm"
          disabled={actions.deletingId === item.id}
          onClick={() => void actions.deleteItem(item)}
        />
      </div>
    );
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      {pay}
      <Button size="sm" variant="secondary" data-edit-of={item.id} onClick={onEdit}>
        Editar
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="hover:bg-red-50 dark:hover:bg-red-950/50"
        disabled={actions.deletingId === item.id}
        onClick={() => void actions.deleteItem(item)}
      >
        <span className="text-red-700 dark:text-red-400">Excluir</span>
      </Button>
    </div>
  );
}

interface EditActionsProps {
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
  className?: string;
}

export function EditActions({ saving, onSave, onCancel, className }: EditActionsProps) {
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <Button size="sm" disabled={saving} onClick={onSave}>
        {saving ? 'Salvando…' : 'Salvar'}
      </Button>
      <Button size="sm" variant="secondary" disabled={saving} onClick={onCancel}>
        Cancelar
      </Button>
    </div>
  );
}

const smallInput = cn(inputClass, 'h-9');

interface DraftInputProps {
  draft: RowDraft;
  onChange: (change: Partial<RowDraft>) => void;
  /** The row's description, so each control's name says which row it edits. */
  name: string;
}

export function ModeSelect({ draft, onChange, name }: DraftInputProps) {
  return (
    <select
      aria-label={`Modo de ${name}`}
      className={cn(smallInput, 'min-w-32')}
      value={draft.mode}
      onChange={(e) => onChange({ mode: e.target.value as RowDraft['mode'] })}
    >
      {RECURRING_MODES.map((mode) => (
        <option key={mode} value={mode}>
          {recurringModeLabels[mode]}
        </option>
      ))}
    </select>
  );
}

export function NextRunInput({ draft, onChange, name }: DraftInputProps) {
  return (
    <DateInput
      aria-label={`Vencimento de ${name}`}
      className="min-w-40"
      value={draft.next_run}
      onChange={(next_run) => onChange({ next_run })}
    />
  );
}

export function NotifyInput({ draft, onChange, name }: DraftInputProps) {
  return (
    <input
      type="number"
      min={0}
      max={60}
      step={1}
      inputMode="numeric"
      aria-label={`Dias de aviso de ${name}`}
      className={cn(smallInput, 'w-16 min-w-16')}
      value={draft.notify_days}
      onChange={(e) => onChange({ notify_days: e.target.value })}
    />
  );
}
