import { FileUp, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { RESTORE_MESSAGES } from '../../../common/contract/export/restore';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { useRestoreBackup } from './api/export';
import { restoreSummary } from './restore-summary';

const chooseClass =
  'inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 ' +
  'text-sm font-medium text-slate-800 hover:bg-slate-100 focus-within:outline-2 focus-within:outline-offset-2 ' +
  'focus-within:outline-brand-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/** "Restaurar backup" in "Seus dados": a backup file chosen, sent, and what came of it. */
export function RestoreBackupSection() {
  const restore = useRestoreBackup();
  const [file, setFile] = useState<File | null>(null);
  const labelId = useId();
  const helpId = useId();

  return (
    <>
      <h3 className="mt-6 text-sm font-semibold">Restaurar backup</h3>
      <p id={helpId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Recria os dados de um backup do Grana nesta conta. Funciona apenas em uma conta vazia, sem contas,
        lançamentos ou categorias criadas por você (as categorias iniciais dão lugar às do backup): para
        restaurar, crie uma conta nova e entre nela. O backup de um livro com comprovantes é um arquivo .zip.
      </p>
      <form
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) restore.mutate(file);
        }}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <span id={labelId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
            Arquivo de backup (.json)
          </span>
          <div className="flex min-w-0 items-center gap-3">
            {/* The browser's own file button speaks the browser's language; this one speaks Portuguese. */}
            <label className={chooseClass}>
              <FileUp size={16} aria-hidden /> Escolher arquivo
              <input
                type="file"
                accept=".zip,.json,application/zip,application/json"
                aria-labelledby={labelId}
                aria-describedby={helpId}
                className="sr-only"
                disabled={restore.isPending}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  restore.reset();
                }}
              />
            </label>
            <span className="min-w-0 truncate text-sm text-slate-600 dark:text-slate-400">
              {file ? file.name : 'Nenhum arquivo escolhido'}
            </span>
          </div>
        </div>
        <Button type="submit" disabled={!file || restore.isPending}>
          <Upload size={16} aria-hidden /> {restore.isPending ? 'Restaurando...' : 'Restaurar backup'}
        </Button>
      </form>
      {restore.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(restore.error, 'Não foi possível restaurar o backup. Tente novamente.')}
        </Alert>
      ) : null}
      {restore.isSuccess ? (
        <Alert tone="success" className="mt-3">
          Backup restaurado: {restoreSummary(restore.data)}.
        </Alert>
      ) : null}
      {restore.isSuccess && restore.data.skippedAttachments.length > 0 ? (
        <Alert tone="info" className="mt-3">
          {RESTORE_MESSAGES.attachmentsSkipped(restore.data.skippedAttachments)}
        </Alert>
      ) : null}
    </>
  );
}
