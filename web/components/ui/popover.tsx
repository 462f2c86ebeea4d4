import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { cn } from '../../lib/cn';

/**
 * A panel that opens under its trigger (a calendar, a month grid). Escape and a click outside close it and the
 * focus goes back to the trigger. Escape is marked handled so a dialog around it stays open.
 */
export function Popover({
  open,
  onClose,
  triggerRef,
  label,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  triggerRef: RefObject<HTMLElement | null>;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || triggerRef.current?.contains(target)) return;
      latestClose.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, triggerRef]);

  // Under a field in the right half of a phone screen the panel would run off the edge: it moves left to fit.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    element.style.translate = '';
    const overflow = element.getBoundingClientRect().right - (document.documentElement.clientWidth - 8);
    if (overflow > 0) element.style.translate = `-${overflow}px 0`;
  }, [open]);

  if (!open) return null;
  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={label}
      className={cn(
        'absolute top-full left-0 z-30 mt-1 rounded-xl border border-slate-200 bg-white p-3 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        latestClose.current();
        triggerRef.current?.focus();
      }}
    >
      {children}
    </div>
  );
}
