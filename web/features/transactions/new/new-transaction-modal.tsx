import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useCanWrite } from '../../../entities/book/public';
import { OPEN_NEW_TRANSACTION, type OpenNewTransactionDetail } from '../../../lib/events';

// The form, its fields and its calls load on the first opening, not with every page of the app.
const NewTransactionDialog = lazy(() =>
  import('./new-transaction-dialog').then((m) => ({ default: m.NewTransactionDialog })),
);

/**
 * The global 'Nova transação' dialog, opened by the 'open-new-transaction' window event (top bar, phone
 * navigation). Each opening starts from a clean form.
 */
export function NewTransactionModal() {
  const [open, setOpen] = useState(false);
  const [captureMode, setCaptureMode] = useState(false);
  // In a book the person only reads, nothing opens it (the shortcut 'n' included): its save would be refused.
  const canWrite = useCanWrite();
  useEffect(() => {
    if (!canWrite) {
      setOpen(false);
      return;
    }
    const onOpen = (event: Event) => {
      setCaptureMode((event as CustomEvent<OpenNewTransactionDetail | null>).detail?.capture === true);
      setOpen(true);
    };
    window.addEventListener(OPEN_NEW_TRANSACTION, onOpen);
    return () => window.removeEventListener(OPEN_NEW_TRANSACTION, onOpen);
  }, [canWrite]);
  // Stable, or the dialog would move the focus back to its first field on every render.
  const close = useCallback(() => setOpen(false), []);
  return open ? (
    <Suspense fallback={null}>
      <NewTransactionDialog onClose={close} captureMode={captureMode} />
    </Suspense>
  ) : null;
}
