import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { tabbables, trapTab } from './focus-trap';
import { IconButton } from './icon-button';

/** Open dialogs, innermost last: Escape and Tab belong to the innermost one only (a confirmation over a form). */
const openStack: symbol[] = [];

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Tailwind max-width class; the new-transaction modal uses 720 px. */
  widthClass?: string;
  /**
   * The element focused when the dialog opens: a ref, or a selector inside the dialog ('[name="amount"]').
   * Without it, the first element Tab reaches after 'Fechar'.
   */
  initialFocus?: RefObject<HTMLElement | null> | string;
  /**
   * Something was changed: Escape, a click on the overlay and 'Fechar' ask 'Descartar alterações?' before closing,
   * so a slip of the hand loses no work. 'Cancelar' in the footer is a deliberate choice and closes at once.
   */
  dirty?: boolean;
}

export const DISCARD_TITLE = 'Descartar alterações?';
export const DISCARD_MESSAGE = 'As alterações feitas neste formulário serão perdidas.';

function initialTarget(panel: HTMLElement, initialFocus: ModalProps['initialFocus']): HTMLElement | null {
  if (typeof initialFocus === 'string') return panel.querySelector<HTMLElement>(initialFocus);
  if (initialFocus?.current) return initialFocus.current;
  return tabbables(panel).find((el) => !el.hasAttribute('data-close')) ?? null;
}

/**
 * A dialog over the page: closes with 'Fechar', Escape or a click on the overlay (asking first when dirty).
 * Focus moves into it on opening, Tab stays inside it, and focus goes back to where it was on closing.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  widthClass = 'max-w-lg',
  initialFocus,
  dirty = false,
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [askingDiscard, setAskingDiscard] = useState(false);
  // The latest props, read by the listeners set up once per opening (so a new onClose does not move focus).
  const latest = useRef({ onClose, dirty, initialFocus });
  latest.current = { onClose, dirty, initialFocus };
  const requestClose = useRef(() => {
    if (latest.current.dirty) setAskingDiscard(true);
    else latest.current.onClose();
  }).current;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const self = Symbol('modal');
    openStack.push(self);
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || openStack.at(-1) !== self || !panel.current) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose();
      } else if (event.key === 'Tab' && trapTab(panel.current, event.shiftKey)) {
        event.preventDefault();
      }
    };
    document.addEventListener('keydown', onKey);
    if (panel.current) (initialTarget(panel.current, latest.current.initialFocus) ?? panel.current).focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      const index = openStack.indexOf(self);
      if (index >= 0) openStack.splice(index, 1);
      // The opener may be gone (a row deleted from the dialog); then the browser's default place is right.
      if (previous?.isConnected) previous.focus();
    };
  }, [open, requestClose]);

  useEffect(() => {
    if (!open) setAskingDiscard(false);
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <button
        type="button"
        aria-label="Fechar"
        tabIndex={-1}
        data-testid="modal-overlay"
        className="absolute inset-0 cursor-default bg-slate-950/50"
        onClick={requestClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-[92vh] w-full flex-col rounded-t-2xl bg-white shadow-xl outline-none sm:rounded-2xl dark:bg-slate-900',
          widthClass,
        )}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3 dark:border-slate-800">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {/* The negative margins keep the header as high as its title with the larger target. */}
          <IconButton
            label="Fechar"
            icon={X}
            iconSize={20}
            data-close
            onClick={requestClose}
            className="-my-1 -mr-1"
          />
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
        {footer ? (
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
            {footer}
          </div>
        ) : null}
      </div>
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
    </div>,
    document.body,
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
