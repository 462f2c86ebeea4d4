import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { tabbables, trapTab } from './focus-trap';
import { IconButton } from './icon-button';

/** Open dialogs, innermost last: Escape and Tab belong to the innermost one only (a confirmation over a form). */
const openStack: symbol[] = [];

export interface DialogFrameProps {
  open: boolean;
  title: string;
  /** Escape, a click on the overlay and 'Fechar' call it; the dialog decides whether that closes it. */
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Tailwind max-width class; the new-transaction modal uses 720 px. */
  widthClass?: string;
  /**
   * The element focused when the dialog opens: a ref, or a selector inside the dialog ('[name="amount"]').
   * Without it, the first element Tab reaches in the content, else in the footer. Either may arrive after the
   * opening (a form shown once what it needs has loaded): see focusOnOpening.
   */
  initialFocus?: RefObject<HTMLElement | null> | string;
  /** Shown beside the panel, over the same overlay (Modal's 'Descartar alterações?'). */
  beside?: ReactNode;
  /** What the form needs is still loading (aria-busy): a screen reader waits for it, and so can a test. */
  busy?: boolean;
}

/** The element of the dialog's content that takes the focus on opening, or null while there is none yet. */
function contentTarget(
  panel: HTMLElement,
  content: HTMLElement,
  initialFocus: DialogFrameProps['initialFocus'],
): HTMLElement | null {
  if (typeof initialFocus === 'string') return panel.querySelector<HTMLElement>(initialFocus);
  if (initialFocus?.current) return initialFocus.current;
  return tabbables(content)[0] ?? null;
}

/**
 * Focuses the content's target, else the first element Tab reaches after 'Fechar' (a confirmation's 'Cancelar'),
 * else the panel. A form still loading has no field yet: when it arrives before the person has done anything in
 * the dialog, it takes the focus, as it would have at opening, so Enter does not press the footer's 'Cancelar'.
 * Answers the watch's end.
 */
function focusOnOpening(
  panel: HTMLElement,
  content: HTMLElement,
  initialFocus: () => DialogFrameProps['initialFocus'],
): () => void {
  const target = contentTarget(panel, content, initialFocus());
  const placeholder = target ?? tabbables(panel).find((el) => !el.hasAttribute('data-close')) ?? panel;
  placeholder.focus();
  if (target) return () => {};
  const watch = new MutationObserver(() => {
    // The person moved the focus (or a confirmation over the dialog took it): where it is now is theirs.
    if (document.activeElement !== placeholder) return stop();
    const arrived = contentTarget(panel, content, initialFocus());
    if (!arrived) return;
    stop();
    arrived.focus();
  });
  // A key or a click in the dialog is the person acting (a footer button that adds content): no focus moves after.
  const stop = () => {
    watch.disconnect();
    panel.removeEventListener('keydown', stop, true);
    panel.removeEventListener('pointerdown', stop, true);
  };
  watch.observe(content, { childList: true, subtree: true });
  panel.addEventListener('keydown', stop, true);
  panel.addEventListener('pointerdown', stop, true);
  return stop;
}

/**
 * What every dialog is, the shared piece of Modal and ConfirmDialog (each of which imports it, so neither
 * imports the other both ways): the overlay, the panel with its title and 'Fechar', and the focus. Focus moves
 * into it on opening, Tab stays inside it, and focus goes back to where it was on closing.
 */
export function DialogFrame({
  open,
  title,
  onClose,
  children,
  footer,
  widthClass = 'max-w-lg',
  initialFocus,
  beside,
  busy = false,
}: DialogFrameProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // The latest props, read by the listeners set up once per opening (so a new onClose does not move focus).
  const latest = useRef({ onClose, initialFocus });
  latest.current = { onClose, initialFocus };
  const requestClose = useRef(() => latest.current.onClose()).current;

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
    const stopWatching =
      panel.current && content.current
        ? focusOnOpening(panel.current, content.current, () => latest.current.initialFocus)
        : () => {};
    return () => {
      stopWatching();
      document.removeEventListener('keydown', onKey);
      const index = openStack.indexOf(self);
      if (index >= 0) openStack.splice(index, 1);
      // The opener may be gone (a row deleted from the dialog); then the browser's default place is right.
      if (previous?.isConnected) previous.focus();
    };
  }, [open, requestClose]);

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
        aria-busy={busy || undefined}
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
        <div ref={content} className="overflow-y-auto px-5 py-4">
          {children}
        </div>
        {footer ? (
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
            {footer}
          </div>
        ) : null}
      </div>
      {beside}
    </div>,
    document.body,
  );
}
