import { useCallback, useEffect, useRef, useState } from 'react';
import type { CsvSettings } from '../../../common/csv';
import type { ParseRequest, ParseResponse } from './parse-worker';
import type { StatementSummary } from './statement-summary';

export const READ_FAILED = 'Não foi possível ler o arquivo.';

export interface ReaderState {
  /** The last statement read; kept on screen while a new reading runs. */
  summary: StatementSummary | null;
  reading: boolean;
  error: string | null;
}

/**
 * Reads a statement in a Web Worker with the common/csv rules. Only the latest request counts: a reading that
 * a newer one replaced is dropped when it arrives.
 */
export function useStatementReader() {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const waiting = useRef(new Map<number, (summary: StatementSummary | null) => void>());
  const [state, setState] = useState<ReaderState>({ summary: null, reading: false, error: null });

  const finish = useCallback((id: number, summary: StatementSummary | null) => {
    const current = id === latest.current;
    waiting.current.get(id)?.(current ? summary : null);
    waiting.current.delete(id);
    if (!current) return;
    setState((s) =>
      summary ? { summary, reading: false, error: null } : { ...s, reading: false, error: READ_FAILED },
    );
  }, []);

  const getWorker = useCallback(() => {
    if (!worker.current) {
      const w = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
      w.onmessage = (event: MessageEvent<ParseResponse>) =>
        finish(event.data.id, event.data.ok ? event.data.summary : null);
      w.onerror = () => {
        for (const id of [...waiting.current.keys()]) finish(id, null);
        worker.current?.terminate();
        worker.current = null;
      };
      worker.current = w;
    }
    return worker.current;
  }, [finish]);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const send = useCallback(
    (build: (id: number) => { request: ParseRequest; transfer?: Transferable[] }) => {
      const id = ++latest.current;
      setState((s) => ({ ...s, reading: true, error: null }));
      return new Promise<StatementSummary | null>((resolve) => {
        waiting.current.set(id, resolve);
        try {
          const { request, transfer } = build(id);
          getWorker().postMessage(request, transfer ?? []);
        } catch {
          finish(id, null);
        }
      });
    },
    [finish, getWorker],
  );

  /** Reads a new file; answers its summary, or null when it failed or a newer request replaced it. */
  const load = useCallback(
    async (file: File, settings: CsvSettings) => {
      let bytes: ArrayBuffer;
      try {
        bytes = await file.arrayBuffer();
      } catch {
        setState((s) => ({ ...s, error: READ_FAILED }));
        return null;
      }
      return send((id) => ({
        request: { id, kind: 'load', bytes, fileName: file.name, settings },
        transfer: [bytes],
      }));
    },
    [send],
  );

  /** Reads the loaded file again with other settings. */
  const parse = useCallback(
    (settings: CsvSettings) => send((id) => ({ request: { id, kind: 'parse', settings } })),
    [send],
  );

  const reset = useCallback(() => {
    latest.current++;
    setState({ summary: null, reading: false, error: null });
  }, []);

  return { ...state, load, parse, reset };
}
