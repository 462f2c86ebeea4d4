import { FileUp, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import type { IndexRateImportResult } from '../../../common/contract/index-rates';
import { INDEX_SERIES_FACTS, type IndexSeries } from '../../../common/index-series';
import { Alert, FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { errorMessage } from '../../lib/api-client';
import { useImportIndexRates } from './api/index-rates';
import {
  IMPORT_TOO_LARGE,
  importBodyTooLarge,
  importCountsText,
  importFileProblem,
  ofSeries,
  seriesSourceText,
} from './index-rate-text';

/** The browser's own file button speaks the browser's language; this one speaks Portuguese. */
const chooseClass =
  'inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 ' +
  'text-sm font-medium text-slate-800 hover:bg-slate-100 focus-within:outline-2 focus-within:outline-offset-2 ' +
  'focus-within:outline-brand-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/** Mounted only while a series is chosen, so it starts without a file each time. */
export function IndexRateImportModal({
  series,
  onClose,
}: {
  series: IndexSeries | null;
  onClose: () => void;
}) {
  return series ? <IndexRateImportDialog series={series} onClose={onClose} /> : null;
}

/**
 * "Importar arquivo": a series' values from the .csv the Banco Central's SGS exports, read in the browser and sent as
 * text; the answer's counts, or the server's message naming the first bad line (nothing written then).
 */
function IndexRateImportDialog({ series, onClose }: { series: IndexSeries; onClose: () => void }) {
  const formId = useId();
  const labelId = useId();
  const helpId = useId();
  const importRates = useImportIndexRates();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<IndexRateImportResult | null>(null);
  const [reading, setReading] = useState(false);
  const busy = reading || importRates.isPending;
  const { code, label } = INDEX_SERIES_FACTS[series];

  const send = async () => {
    if (!file) return;
    setError(null);
    setResult(null);
    const problem = importFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setReading(true);
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      setError('Não foi possível ler o arquivo. Escolha-o de novo.');
      return;
    } finally {
      setReading(false);
    }
    const body = { serie: series, csv };
    if (importBodyTooLarge(body)) {
      setError(IMPORT_TOO_LARGE);
      return;
    }
    try {
      setResult(await importRates.mutateAsync(body));
      setFile(null);
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível importar o arquivo'));
    }
  };

  return (
    <Modal
      open
      title={`Importar arquivo ${ofSeries(series)}`}
      onClose={onClose}
      widthClass="max-w-lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {result ? 'Fechar' : 'Cancelar'}
          </Button>
          <Button type="submit" form={formId} disabled={!file || busy}>
            <Upload size={16} aria-hidden /> {busy ? 'Importando...' : 'Importar'}
          </Button>
        </>
      }
    >
      <p id={helpId} className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        {seriesSourceText(series)}
      </p>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        className="flex flex-col gap-3"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <span id={labelId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
            Arquivo .csv do SGS (série {code}, {label})
          </span>
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <label className={chooseClass}>
              <FileUp size={16} aria-hidden /> Escolher arquivo
              <input
                type="file"
                accept=".csv,text/csv,text/plain"
                aria-labelledby={labelId}
                aria-describedby={helpId}
                className="sr-only"
                disabled={busy}
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  // The same file chosen again after a refusal still fires a change.
                  event.target.value = '';
                  setResult(null);
                  setError(chosen ? importFileProblem(chosen) : null);
                  setFile(chosen && importFileProblem(chosen) === null ? chosen : null);
                }}
              />
            </label>
            <span
              className="min-w-0 truncate text-sm text-slate-600 dark:text-slate-400"
              data-testid="index-rate-file"
            >
              {file ? file.name : 'Nenhum arquivo escolhido'}
            </span>
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Linhas como 02/01/2026;0,055131, com ou sem o cabeçalho "data";"valor"; até 2 MB.
          </p>
        </div>
        <div aria-live="polite">
          {result ? <Alert tone="success">{importCountsText(result)}.</Alert> : null}
        </div>
        <FormError message={error} />
      </form>
    </Modal>
  );
}
