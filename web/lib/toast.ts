import { createContext, useContext } from 'react';

// What shows a toast, apart from how it looks (web/components/ui/toast.tsx draws it): so that web/lib's hooks
// (useFormDialog) toast without importing a component, and web/lib stays below web/components.

export type Tone = 'success' | 'error' | 'info';
/** A button in the toast ('Desfazer'): the toast goes away when it is used. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** Toasts disappear after 3.5 s, as docs/PRODUCT.md's Gastos Fixos page says. */
export const TOAST_MS = 3500;
/**
 * A toast with a button stays longer: time to read it, reach the button and decide. It also stays while the pointer
 * is on it or the focus in it, and gets its whole time again when left: a newcomer on a phone lost a deleted transfer
 * to 6 s that ran out while they read.
 */
export const ACTION_TOAST_MS = 10_000;

export type ShowToast = (message: string, tone?: Tone, action?: ToastAction) => void;
export const ToastContext = createContext<ShowToast | null>(null);

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast outside ToastProvider');
  return show;
}
