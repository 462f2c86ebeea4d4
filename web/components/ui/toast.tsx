import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import {
  ACTION_TOAST_MS,
  type ShowToast,
  TOAST_MS,
  type ToastAction,
  ToastContext,
  type Tone,
} from '../../lib/toast';

// useToast and the toast's timing live in web/lib/toast.ts (web/lib's hooks show toasts too); this file draws it.
export { ACTION_TOAST_MS, TOAST_MS, type ToastAction, useToast } from '../../lib/toast';

interface ToastItem {
  id: number;
  tone: Tone;
  message: string;
  action?: ToastAction;
}

/**
 * One toast at a time: a new one replaces the one on screen and gets the full 3.5 s, so quick saves do not pile
 * up. It sits where no dialog has buttons: at the top on phones and tablets (dialogs are sheets from the bottom
 * there), at the bottom left beside the sidebar on a desktop (dialogs keep their buttons at the right).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastItem | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback<ShowToast>((message, tone = 'success', action) => {
    clearTimeout(timer.current);
    setToast({ id: Date.now() + Math.random(), tone, message, action });
    timer.current = setTimeout(() => setToast(null), action ? ACTION_TOAST_MS : TOAST_MS);
  }, []);
  /** Pointed at or focused: the toast waits; left, it counts its time again from the start. */
  const hold = (held: boolean) => {
    clearTimeout(timer.current);
    if (!held) timer.current = setTimeout(() => setToast(null), ACTION_TOAST_MS);
  };
  const act = (action: ToastAction) => {
    clearTimeout(timer.current);
    setToast(null);
    action.onClick();
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const action = toast?.action;
  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* The live region stays in the page so that a screen reader announces each new message; the message
          itself is the status (an empty region would be one more status on every page). */}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex justify-center px-4 lg:inset-x-auto lg:top-auto lg:bottom-6 lg:left-64 lg:px-0"
      >
        {toast ? (
          <div
            key={toast.id}
            role="status"
            onPointerEnter={action ? () => hold(true) : undefined}
            onPointerLeave={action ? () => hold(false) : undefined}
            onFocus={action ? () => hold(true) : undefined}
            onBlur={action ? () => hold(false) : undefined}
            className={cn(
              'pointer-events-auto flex max-w-sm items-center gap-4 rounded-lg px-4 py-2 text-sm font-medium text-white shadow-lg',
              toast.tone === 'success' && 'bg-emerald-700',
              toast.tone === 'error' && 'bg-red-700',
              toast.tone === 'info' && 'bg-slate-800',
            )}
          >
            <span>{toast.message}</span>
            {/* A plain button in the page's tab order: the toast never takes the focus from what the person
                was doing. */}
            {action ? (
              <button
                type="button"
                onClick={() => act(action)}
                className="-my-1 rounded px-2 py-1 font-semibold underline underline-offset-2 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {action.label}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}
