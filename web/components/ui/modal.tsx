import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { IconButton } from './icon-button';

/** Open dialogs, innermost last: Escape closes only the innermost one (a confirmation over a form). */
const openStack: symbol[] = [];

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Tailwind max-width class; the new-transaction modal uses 720 px. */
  widthClass?: string;
}

/** A dialog over the page: closes with 'Fechar', Escape or a click on the overlay. */
export function Modal({ open, title, onClose, children, footer, widthClass = 'max-w-lg' }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const self = Symbol('modal');
    openStack.push(self);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && openStack.at(-1) === self) {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    const focusable = panel.current?.querySelector<HTMLElement>(
      'input, select, textarea, button:not([data-close])',
    );
    focusable?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      openStack.splice(openStack.indexOf(self), 1);
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <button
        type="button"
        aria-label="Fechar"
        tabIndex={-1}
        data-testid="modal-overlay"
        className="absolute inset-0 cursor-default bg-slate-950/50"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={cn(
          'relative flex max-h-[92vh] w-full flex-col rounded-t-2xl bg-white shadow-xl sm:rounded-2xl dark:bg-slate-900',
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
            onClick={onClose}
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
