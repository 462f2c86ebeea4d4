import { RefreshCw, WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../lib/cn';
import { applyUpdate, postponeUpdate, subscribeUpdate, updateWaiting } from '../pwa/register';
import { Button } from './ui/button';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's own word: false when the device has no network at all (a server down is the API's message). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

const strip = 'flex flex-wrap items-center justify-end gap-x-3 gap-y-2 rounded-lg border px-3 py-2 text-sm';
/** The icon stays beside the first line of its text however narrow the screen. */
const line = 'flex min-w-48 flex-1 items-start gap-2';

/**
 * The installed app's two notices, in the page's flow (above the top bar, or above the sign-in card) so they
 * cover nothing: no network, and a new version waiting. Their live regions are always in the page (empty, of
 * no height, when there is nothing to say), so a screen reader announces a notice when it appears; they carry
 * no status role, which the pages' own messages and toasts use.
 */
export function PwaNotices({ className }: { className?: string }) {
  const online = useOnline();
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting);
  // The frame's spacing only when a notice shows; the regions themselves stay.
  return (
    <div className={cn('no-print', (!online || waiting) && className)}>
      <div aria-live="polite">
        {online ? null : (
          <div
            className={cn(
              strip,
              'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
            )}
          >
            <p className={line}>
              <WifiOff size={18} aria-hidden className="mt-px shrink-0" />
              <span>
                <strong className="font-semibold">Você está sem conexão.</strong> Os dados são atualizados e
                as alterações podem ser salvas quando a internet voltar.
              </span>
            </p>
          </div>
        )}
      </div>
      <div aria-live="polite">
        {waiting ? (
          <div
            className={cn(
              strip,
              !online && 'mt-2',
              'border-brand-100 bg-brand-50 text-brand-800 dark:border-brand-800 dark:bg-slate-900 dark:text-brand-100',
            )}
          >
            <p className={cn(line, 'font-medium')}>
              <RefreshCw size={18} aria-hidden className="mt-px shrink-0" />
              Nova versão disponível.
            </p>
            <div className="flex gap-2">
              <Button size="sm" onClick={() => void applyUpdate()}>
                Atualizar
              </Button>
              <Button size="sm" variant="secondary" onClick={postponeUpdate}>
                Depois
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
