import { FileText, FileUp } from 'lucide-react';
import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SOURCE_APP_LABELS, SOURCE_APPS, type SourceApp } from '../../../common/contract/app-import';
import { FormError } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { radioCardClass } from '../../components/ui/radio-card';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';

/**
 * What the exports of these apps are: spreadsheets, CSV, the .zip some of them give, QIF, and GnuCash's book itself
 * (.gnucash; .gz and .sqlite when saved under those names, .xml when unpacked).
 */
const ACCEPTED = '.csv,.xlsx,.zip,.qif,.txt,.gnucash,.gz,.xml,.sqlite,.sqlite3';

interface SourceStepProps {
  app: SourceApp | null;
  file: File | null;
  onApp: (app: SourceApp) => void;
  onFile: (file: File) => void;
  onPreview: () => void;
  reading: boolean;
  error: string | null;
  /** Shown again after an import ("Importar outro arquivo"): the keyboard starts at the apps, not the page's top. */
  focusApps?: boolean;
}

/** Step 1: which app the history comes from, and the file its export menu gave. */
export function SourceStep({
  app,
  file,
  onApp,
  onFile,
  onPreview,
  reading,
  error,
  focusApps = false,
}: SourceStepProps) {
  const inputId = useId();
  const hintId = useId();
  const apps = useRef<HTMLFieldSetElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusApps) return;
    const radios = apps.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const checked = [...(radios ?? [])].find((radio) => radio.checked);
    (checked ?? radios?.[0])?.focus();
  }, [focusApps]);
  // "Ver prévia" is disabled while the file is read: a refused file gives the keyboard back at the file's field.
  useEffect(() => {
    if (error && !reading) fileInput.current?.focus();
  }, [error, reading]);
  const [dragging, setDragging] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  // A finger cannot drag a file from a folder: on a phone the picker says nothing of dragging.
  const canDrag = useMediaQuery('(pointer: fine)');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!app) setMissing('Escolha de qual aplicativo vem o arquivo.');
    else if (!file) setMissing('Escolha o arquivo exportado pelo aplicativo.');
    else {
      setMissing(null);
      onPreview();
    }
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !reading) onFile(dropped);
  };

  return (
    <Card className="p-5">
      <form onSubmit={submit} noValidate>
        <fieldset ref={apps}>
          <legend className="font-semibold">De qual aplicativo vêm seus dados?</legend>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Exporte o histórico no aplicativo que você usava e traga o arquivo como ele saiu: contas,
            categorias, transferências e parcelas vêm junto.
          </p>
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            {SOURCE_APPS.map((source) => (
              <label key={source} className={radioCardClass}>
                <input
                  type="radio"
                  name="source-app"
                  value={source}
                  checked={app === source}
                  onChange={() => {
                    setMissing(null);
                    onApp(source);
                  }}
                  className="mt-0.5 accent-brand-700"
                />
                <span className="min-w-0">
                  <span className="block font-medium">{SOURCE_APP_LABELS[source].name}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {SOURCE_APP_LABELS[source].file}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <h2 className="mt-6 font-semibold">Arquivo exportado</h2>
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
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
              if (chosen) {
                setMissing(null);
                onFile(chosen);
              }
              event.target.value = '';
            }}
          />
        </label>

        <FormError message={missing ?? error} className="mt-4" />
        <div className="mt-5 flex justify-end">
          <SubmitButton className="w-full sm:w-auto" busy={reading} busyText="Lendo o arquivo...">
            Ver prévia
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
