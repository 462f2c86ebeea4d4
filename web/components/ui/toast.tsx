import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

type Tone = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  tone: Tone;
  message: string;
}

/** Toasts disappear after 3.5 s, as docs/PRODUCT.md's Gastos Fixos page says. */
export const TOAST_MS = 3500;

const ToastContext = createContext<((message: string, tone?: Tone) => void) | null>(null);

/**
 * One toast at a time: a new one replaces the one on screen and gets the full 3.5 s, so quick saves do not pile
 * up. It sits where no dialog has buttons: at the top on phones and tablets (dialogs are sheets from the bottom
 * there), at the bottom left beside the sidebar on a desktop (dialogs keep their buttons at the right).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastItem | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((message: string, tone: Tone = 'success') => {
    clearTimeout(timer.current);
    setToast({ id: Date.now() + Math.random(), tone, message });
    timer.current = setTimeout(() => setToast(null), TOAST_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
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
            className={cn(
              'pointer-events-auto max-w-sm rounded-lg px-4 py-2 text-sm font-medium text-white shadow-lg',
              toast.tone === 'success' && 'bg-emerald-700',
              toast.tone === 'error' && 'bg-red-700',
              toast.tone === 'info' && 'bg-slate-800',
            )}
          >
            {toast.message}
          </div>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast outside ToastProvider');
  return show;
}
