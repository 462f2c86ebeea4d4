import { Download, FileSpreadsheet, FileUp, Paperclip, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { RESTORE_MESSAGES } from '../../../common/contract/export';
import { BACKUP_SYNC_NOTE } from '../../../common/contract/sync';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useToast } from '../../components/ui/toast';
import { StatementDownload } from '../../entities/account/public';
import { WhenOwner } from '../../entities/book/public';
import { errorMessage } from '../../lib/api-client';
import { useAttachmentUsage } from './api/attachment-usage';
import { useDownloadBackup, useDownloadTransactionsCsv, useRestoreBackup } from './api/export';
import { attachmentUsageText } from './attachment-usage-text';
import { restoreSummary } from './restore-summary';

const chooseClass =
  'inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 ' +
  'text-sm font-medium text-slate-800 hover:bg-slate-100 focus-within:outline-2 focus-within:outline-offset-2 ' +
  'focus-within:outline-brand-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/** "Seus dados": the backup and the spreadsheet to download, and the restore of a backup into an empty account. */
export function YourDataCard() {
  const toast = useToast();
  const backup = useDownloadBackup();
  const csv = useDownloadTransactionsCsv();
  const restore = useRestoreBackup();
  const usage = useAttachmentUsage();
  const [file, setFile] = useState<File | null>(null);
  const labelId = useId();
  const helpId = useId();
  const titleId = useId();

  const downloaded = (name: string) => toast(`Arquivo baixado: ${name}`, 'success');
  const downloadError = backup.error ?? csv.error;

  return (
    <Card className="lg:col-span-3" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="font-semibold">
        Seus dados
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Baixe uma cópia de tudo o que você registrou. O backup (JSON) guarda contas, categorias, tags,
        favorecidos, lançamentos, orçamentos, metas e gastos fixos, e pode ser restaurado aqui. As transações
        em CSV abrem em planilhas como o Excel; o extrato de uma conta em OFX ou QIF abre em outros
        aplicativos de finanças. {BACKUP_SYNC_NOTE}
      </p>
      <p className="mt-2 text-sm">
        <Link to="/trazer-dados" className="font-medium text-brand-700 underline dark:text-emerald-400">
          Trazer meus dados de outro app
        </Link>{' '}
        <span className="text-slate-600 dark:text-slate-400">(Mobills, Organizze, YNAB e outros)</span>
      </p>
      {usage.data ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="attachment-usage">
          <Paperclip size={14} aria-hidden className="mr-1 inline align-[-2px]" />
          {attachmentUsageText(usage.data)}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="secondary"
          disabled={backup.isPending}
          onClick={() => backup.mutate(undefined, { onSuccess: downloaded })}
        >
          <Download size={16} aria-hidden />{' '}
          {backup.isPending ? 'Preparando backup...' : 'Baixar backup (JSON)'}
        </Button>
        <Button
          variant="secondary"
          disabled={csv.isPending}
          onClick={() => csv.mutate(undefined, { onSuccess: downloaded })}
        >
          <FileSpreadsheet size={16} aria-hidden />{' '}
          {csv.isPending ? 'Preparando planilha...' : 'Baixar transações (CSV)'}
        </Button>
      </div>
      <h3 className="mt-6 text-sm font-semibold">Extrato de uma conta (OFX, QIF)</h3>
      <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400">
        Para levar seu histórico a outro aplicativo de finanças: um arquivo por conta, com todas as transações
        dela.
      </p>
      <StatementDownload />
      {downloadError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(downloadError, 'Não foi possível baixar o arquivo. Tente novamente.')}
        </Alert>
      ) : null}

      {/* Restoring replaces the current book's data: a dono's to do (the server refuses anyone else, OWNERS_ONLY). */}
      <WhenOwner>
        <h3 className="mt-6 text-sm font-semibold">Restaurar backup</h3>
        <p id={helpId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Recria os dados de um backup do Grana nesta conta. Funciona apenas em uma conta vazia, sem contas,
          lançamentos ou categorias criadas por você (as categorias iniciais dão lugar às do backup): para
          restaurar, crie uma conta nova e entre nela. O backup de um livro com comprovantes é um arquivo
          .zip.
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
      </WhenOwner>
    </Card>
  );
}
