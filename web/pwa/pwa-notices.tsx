import { RefreshCw, WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { applyUpdate, postponeUpdate, subscribeUpdate, updateWaiting } from './register';

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

const strip = 'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border px-3 py-2 text-sm';

/**
 * The installed app's two notices, in the page's flow (above the top bar, or above the sign-in card) so they
 * cover nothing: no network, and a new version waiting. Their live regions are always in the page, so a
 * screen reader announces a notice when it appears.
 */
export function PwaNotices({ className }: { className?: string }) {
  const online = useOnline();
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting);
  // The frame's spacing only when a notice shows; the regions themselves stay.
  return (
    <div className={cn('no-print flex flex-col gap-2', (!online || waiting) && className)}>
      <div role="status" className="empty:hidden">
        {online ? null : (
          <div
            className={cn(
              strip,
              'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
            )}
          >
            <WifiOff size={18} aria-hidden className="shrink-0" />
            <p>
              <strong className="font-semibold">Você está sem conexão.</strong> Os dados são atualizados e as
              alterações podem ser salvas quando a internet voltar.
            </p>
          </div>
        )}
      </div>
      <div role="status" className="empty:hidden">
        {waiting ? (
          <div
            className={cn(
              strip,
              'border-brand-100 bg-brand-50 text-brand-800 dark:border-brand-800 dark:bg-slate-900 dark:text-brand-100',
            )}
          >
            <RefreshCw size={18} aria-hidden className="shrink-0" />
            <p className="mr-auto font-medium">Nova versão disponível.</p>
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
