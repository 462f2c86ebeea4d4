import { FileText, FileUp } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';

/**
 * What the exports of these apps are: spreadsheets, CSV, the .zip some of them give, QIF, and GnuCash's book itself
 * (.gnucash; .gz and .sqlite when saved under those names, .xml when unpacked).
 */
const ACCEPTED = '.csv,.xlsx,.zip,.qif,.txt,.gnucash,.gz,.xml,.sqlite,.sqlite3';

/** 'Arquivo exportado': the file's field, chosen in the picker or, with a mouse, dropped on it. */
export function ExportFileDrop({
  file,
  reading,
  error,
  onChoose,
  onDrop,
}: {
  file: File | null;
  reading: boolean;
  /** The file's refusal: the keyboard comes back here once it is said. */
  error: string | null;
  onChoose: (file: File) => void;
  onDrop: (file: File) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // "Ver prévia" is disabled while the file is read: a refused file gives the keyboard back at the file's field.
  useEffect(() => {
    if (error && !reading) fileInput.current?.focus();
  }, [error, reading]);
  const [dragging, setDragging] = useState(false);
  // A finger cannot drag a file from a folder: on a phone the picker says nothing of dragging.
  const canDrag = useMediaQuery('(pointer: fine)');

  const dropped = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const first = event.dataTransfer.files[0];
    if (first && !reading) onDrop(first);
  };

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={dropped}
      className={cn(
        'mt-3 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
        dragging
          ? 'border-brand-600 bg-brand-50 dark:bg-brand-800/20'
          : 'border-slate-300 hover:border-brand-600 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/50',
      )}
    >
      {file ? (
        <FileText size={28} aria-hidden className="text-brand-700 dark:text-brand-500" />
      ) : (
        <FileUp size={28} aria-hidden className="text-slate-400" />
      )}
      <span className="text-sm font-medium break-words text-slate-800 dark:text-slate-200">
        {file ? file.name : canDrag ? 'Escolher arquivo (ou arraste-o aqui)' : 'Escolher arquivo'}
      </span>
      <span id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {file ? 'Escolha outro para trocar' : 'CSV, Excel (.xlsx), .zip, .qif ou .gnucash'}
      </span>
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        accept={ACCEPTED}
        aria-label="Arquivo exportado pelo aplicativo"
        aria-describedby={hintId}
        className="sr-only"
        disabled={reading}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onChoose(chosen);
          event.target.value = '';
        }}
      />
    </label>
  );
}
