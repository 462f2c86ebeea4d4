import { type BaseSyntheticEvent, type ReactNode, useId } from 'react';
import { FormError } from './alert';
import { FormModalFooter, Modal } from './modal';

/** What useFormDialog answers: the form's submit handler, its own error and whether it is being sent. */
export interface FormDialogState {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  error: string | null;
  pending: boolean;
  /** Something was changed: closing asks 'Descartar alterações?' first. */
  dirty: boolean;
}

/**
 * The shape of a dialog that records one thing: a Modal whose footer sends its form (Cancelar, then `label`),
 * the fields in a two-column grid with the form's error under them. `intro` comes before the form; `instead`,
 * when there is one, takes the form's place (what the form needs is loading, or missing).
 */
export function FormDialog({
  title,
  onClose,
  state,
  widthClass,
  initialFocus,
  label,
  pendingLabel,
  disabled,
  intro,
  instead,
  children,
}: {
  title: string;
  onClose: () => void;
  state: FormDialogState;
  widthClass?: string;
  /** The field focused when the dialog opens (a selector inside it), when not the first one. */
  initialFocus?: string;
  /** The footer's submit button and its words while sending ('Salvar', 'Salvando...' unless given). */
  label?: string;
  pendingLabel?: string;
  /** The submit button waits for another reason (what the form needs is still loading). */
  disabled?: boolean;
  intro?: ReactNode;
  /** Null (or absent) while the form is shown. */
  instead?: ReactNode;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      dirty={state.dirty}
      widthClass={widthClass}
      initialFocus={initialFocus}
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={state.pending}
          disabled={disabled}
          label={label}
          pendingLabel={pendingLabel}
        />
      }
    >
      {intro}
      {instead ?? (
        <form id={formId} onSubmit={state.onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {children}
          <FormError message={state.error} className="sm:col-span-2" />
        </form>
      )}
    </Modal>
  );
}
