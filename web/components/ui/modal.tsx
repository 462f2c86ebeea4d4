import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { DialogFrame, type DialogFrameProps } from './dialog-frame';

type ModalProps = Omit<DialogFrameProps, 'beside'> & {
  /**
   * Something was changed: Escape, a click on the overlay and 'Fechar' ask 'Descartar alterações?' before closing,
   * so a slip of the hand loses no work. 'Cancelar' in the footer is a deliberate choice and closes at once.
   */
  dirty?: boolean;
};

export const DISCARD_TITLE = 'Descartar alterações?';
export const DISCARD_MESSAGE = 'As alterações feitas neste formulário serão perdidas.';

/**
 * A dialog over the page (DialogFrame): closes with 'Fechar', Escape or a click on the overlay, asking first
 * when dirty.
 */
export function Modal({ onClose, dirty = false, ...frame }: ModalProps) {
  const [askingDiscard, setAskingDiscard] = useState(false);
  const latest = useRef({ onClose, dirty });
  latest.current = { onClose, dirty };
  const requestClose = useRef(() => {
    if (latest.current.dirty) setAskingDiscard(true);
    else latest.current.onClose();
  }).current;

  useEffect(() => {
    if (!frame.open) setAskingDiscard(false);
  }, [frame.open]);

  return (
    <DialogFrame
      {...frame}
      onClose={requestClose}
      beside={
        <ConfirmDialog
          open={askingDiscard}
          title={DISCARD_TITLE}
          message={DISCARD_MESSAGE}
          confirmLabel="Descartar"
          cancelLabel="Continuar editando"
          danger
          onAnswer={(discard) => {
            setAskingDiscard(false);
            if (discard) latest.current.onClose();
          }}
        />
      }
    />
  );
}

/**
 * The footer of a dialog holding a form: 'Cancelar', then any other action (children), then the submit button of
 * the form formId, which shows pendingLabel and is disabled while the form is being sent.
 */
export function FormModalFooter({
  formId,
  onCancel,
  pending,
  disabled = false,
  label = 'Salvar',
  pendingLabel = 'Salvando...',
  children,
}: {
  formId: string;
  onCancel: () => void;
  pending: boolean;
  /** Disabled for another reason (what the form needs is still loading). */
  disabled?: boolean;
  label?: string;
  pendingLabel?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      {children}
      <Button type="submit" form={formId} disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
