import { useCallback } from 'react';
import { errorMessage } from '../../lib/api-client';
import type { ConfirmOptions } from './confirm-dialog';
import { useConfirm } from './confirm-provider';
import { useToast } from './toast';

/** One action of a screen that needs no form: a mutation, perhaps asked first, whose outcome a toast says. */
export interface Action<T> {
  /** The question asked first (the confirmation dialog's texts); answered no, nothing is sent. */
  confirm?: ConfirmOptions;
  /** Sends the change (the mutation). */
  work: () => Promise<T>;
  /**
   * The toast once the server took it; a function of the answer returns its text, or shows its own (one with
   * 'Desfazer', one of another tone) and returns anything else. None: the screen's change says it worked.
   */
  done?: string | ((result: T) => unknown);
  /** The error toast's text when the failure carries no words of the server's. */
  failed: string;
  /** False: `failed` is said even when the server sent words of its own (a screen whose refusal text is fixed). */
  serverWords?: boolean;
}

/** Where runAction asks and tells: the confirmation dialog and the toast. */
export interface ActionOutlets {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  toast: (message: string, tone?: 'success' | 'error') => void;
}

/**
 * useAction's body, apart from React (its test drives it with outlets of its own): asks when told to, sends,
 * then says how it went. Resolves true once the server took the change; false when answered no or refused, the
 * refusal said in a red toast (the server's words when it sent some, else `failed`).
 */
export async function runAction<T>(action: Action<T>, show: ActionOutlets): Promise<boolean> {
  if (action.confirm && !(await show.confirm(action.confirm))) return false;
  let result: T;
  try {
    result = await action.work();
  } catch (e) {
    show.toast(action.serverWords === false ? action.failed : errorMessage(e, action.failed), 'error');
    return false;
  }
  const message = typeof action.done === 'function' ? action.done(result) : action.done;
  if (typeof message === 'string' && message !== '') show.toast(message);
  return true;
}

/**
 * The confirmed action of the web's screens: `await act({ confirm, work, done, failed })`, the one place that asks
 * before a deletion and says in a toast how a mutation went. Stable across renders (its outlets are).
 */
export function useAction() {
  const confirm = useConfirm();
  const toast = useToast();
  return useCallback(<T>(action: Action<T>) => runAction(action, { confirm, toast }), [confirm, toast]);
}
