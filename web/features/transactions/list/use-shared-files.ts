import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { takeSharedFiles } from '../../../pwa/shared-files';

/**
 * The address the share target leads to: 1, the service worker kept the files; 0, the share reached the server
 * (no worker); 'falhou', the worker could not keep them (the device's storage full).
 */
export const SHARED_PARAM = 'compartilhado';

/** Why no dialog opened, in the page's words. */
export const SHARE_NOTICES = {
  lost: 'O comprovante compartilhado não chegou. Abra o Grana instalado (o ícone na tela inicial) e compartilhe de novo.',
  failed:
    'Não foi possível guardar o comprovante compartilhado neste aparelho. Libere espaço e compartilhe de novo.',
  empty: 'Nenhum comprovante chegou com o compartilhamento: compartilhe uma foto ou um PDF.',
  readOnly:
    'Você só pode ler este livro. Escolha um livro em que você registra transações para usar o comprovante compartilhado.',
} as const;

/**
 * The files shared into the installed app (web/public/share-target-sw.js), for "Nova transação": taken once when
 * the address says a share arrived, and the mark removed from the address (a reload opens nothing again). A
 * signed-out person comes back here with the mark after signing in (RequireAuth keeps the address), and the files
 * are still waiting on the device. In a book the person only reads, the files wait for a book they write.
 */
export function useSharedFiles(enabled: boolean) {
  const [params, setParams] = useSearchParams();
  const arrived = params.get(SHARED_PARAM);
  const [files, setFiles] = useState<File[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // One share is taken once, though React runs an effect twice in development.
  const taking = useRef(false);

  useEffect(() => {
    if (arrived === null || !enabled || taking.current) return;
    taking.current = true;
    const forget = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SHARED_PARAM);
          return next;
        },
        { replace: true },
      );
    if (arrived !== '1') {
      setNotice(arrived === '0' ? SHARE_NOTICES.lost : SHARE_NOTICES.failed);
      forget();
      taking.current = false;
      return;
    }
    void takeSharedFiles()
      .catch(() => [])
      .then((taken) => {
        if (taken.length > 0) setFiles(taken);
        else setNotice(SHARE_NOTICES.empty);
        forget();
        taking.current = false;
      });
  }, [arrived, enabled, setParams]);

  const close = useCallback(() => setFiles(null), []);
  const dismiss = useCallback(() => setNotice(null), []);
  const waiting = arrived === '1' && !enabled;
  return { files, close, notice: waiting ? SHARE_NOTICES.readOnly : notice, dismiss };
}
