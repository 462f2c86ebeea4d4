import { FileText, FileUp } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { formatCount, MAX_IMPORT_ROWS } from '../../../common/csv';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { ReadingIndicator } from './reading-indicator';

/** The server's upload cap (server/app.ts). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
const ACCEPTED = /\.(csv|ofx|qfx|txt)$/i;
/** What one file may hold, said beside the picker (the reader refuses more: common/csv/limits.ts). */
export const FILE_LIMITS_HINT = `Até ${formatCount(MAX_IMPORT_ROWS)} lançamentos por arquivo (${MAX_FILE_BYTES / 1024 / 1024} MB).`;

/** What a CSV needs, said before a file is chosen (a newcomer writing one had to guess its columns). */
export const CSV_COLUMNS_HINT =
  'Num CSV, uma linha por lançamento com a data, a descrição e o valor (ou colunas de débito e crédito); os cabeçalhos mais comuns são reconhecidos, e no passo seguinte você confere ou escolhe as colunas.';

export function fileProblem(file: File): string | null {
  if (!ACCEPTED.test(file.name)) return 'Escolha um arquivo .csv ou .ofx.';
  if (file.size > MAX_FILE_BYTES) return 'O arquivo passa de 20 MB, o limite da importação.';
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024)
    return `${(bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 0 })} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

interface FileStepProps {
  file: File | null;
  reading: boolean;
  error: string | null;
  onChoose: (file: File) => void;
  onNext: () => void;
}

/**
 * A mouse can drag a file from the computer's folders onto the page; a finger on a phone or tablet cannot, so
 * there the picker speaks of a tap and says nothing of dragging.
 */
const CAN_DRAG_QUERY = '(pointer: fine)';

/** Step 1: choose the bank's CSV or OFX file. */
export function FileStep({ file, reading, error, onChoose, onNext }: FileStepProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const canDrag = useMediaQuery(CAN_DRAG_QUERY);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !reading) onChoose(dropped);
  };

  return (
    <Card className="p-5">
      <h2 className="font-semibold">Escolha o extrato</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Arquivo CSV ou OFX exportado pelo seu banco (Nubank, Inter e outros). {FILE_LIMITS_HINT}
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="csv-columns-hint">
        {CSV_COLUMNS_HINT}
      </p>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'mt-4 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging
            ? 'border-brand-600 bg-brand-50 dark:bg-brand-800/20'
            : 'border-slate-300 hover:border-brand-600 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/50',
        )}
      >
        {file ? (
          <FileText size={32} aria-hidden className="text-brand-700 dark:text-brand-500" />
        ) : (
          <FileUp size={32} aria-hidden className="text-slate-400" />
        )}
        <span className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {file
            ? file.name
            : canDrag
              ? 'Clique para escolher ou arraste o arquivo aqui'
              : 'Toque para escolher o arquivo'}
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {file
            ? `${formatFileSize(file.size)} · ${canDrag ? 'clique' : 'toque'} para trocar`
            : 'Formatos aceitos: .csv e .ofx'}
        </span>
        <input
          id={inputId}
          type="file"
          accept=".csv,.ofx,.qfx,text/csv,application/x-ofx"
          aria-label="Arquivo do extrato"
          className="sr-only"
          disabled={reading}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) onChoose(chosen);
            event.target.value = '';
          }}
        />
      </label>

      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}
      {reading ? <ReadingIndicator className="mt-4" /> : null}

      <div className="mt-5 flex justify-end">
        <Button className="w-full sm:w-auto" disabled={!file || reading} onClick={onNext}>
          Próximo: Mapear colunas
        </Button>
      </div>
    </Card>
  );
}
