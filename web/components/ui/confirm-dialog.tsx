import { Button } from './button';
import { DialogFrame } from './dialog-frame';

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  /** The answer that keeps things as they are, when 'Cancelar' would read as the action ('Cancelar convite'). */
  cancelLabel?: string;
  danger?: boolean;
}

/**
 * A yes/no question in a dialog: 'Cancelar' (or cancelLabel) first and focused, the action second. Escape and
 * the overlay answer no. Over another dialog it takes the focus and gives it back, as every dialog does. It is a
 * DialogFrame, not a Modal: a Modal asks this question before a dirty form closes.
 */
export function ConfirmDialog({
  open,
  title = 'Confirmação',
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  danger = false,
  onAnswer,
}: ConfirmOptions & { open: boolean; onAnswer: (yes: boolean) => void }) {
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={() => onAnswer(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => onAnswer(true)}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{message}</p>
    </DialogFrame>
  );
}
