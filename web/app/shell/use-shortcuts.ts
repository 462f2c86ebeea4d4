import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { openNewTransaction } from '../../lib/events';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * g goes to the dashboard, t to the transactions, n opens 'Nova transação', Escape closes the phone menu; never
 * while typing or while a dialog is open.
 */
export function useShortcuts(closeMenu: () => void) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeMenu();
        return;
      }
      if (isTyping(event.target) || event.metaKey || event.ctrlKey || event.altKey) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (event.key === 'g') navigate('/');
      else if (event.key === 't') navigate('/transactions');
      else if (event.key === 'n') {
        // The n must not land in the dialog's first field, which takes the focus at once.
        event.preventDefault();
        openNewTransaction();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, closeMenu]);
}
