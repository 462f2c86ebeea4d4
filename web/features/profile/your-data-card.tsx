import { Download, FileSpreadsheet, Paperclip } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { BACKUP_SYNC_NOTE } from '../../../common/contract/sync';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useToast } from '../../components/ui/toast';
import { StatementDownload } from '../../entities/account/public';
import { WhenOwner } from '../../entities/book/public';
import { errorMessage } from '../../lib/api-client';
import { useAttachmentUsage } from './api/attachment-usage';
import { useDownloadBackup, useDownloadTransactionsCsv } from './api/export';
import { attachmentUsageText } from './attachment-usage-text';
import { RestoreBackupSection } from './restore-backup-section';

/** "Seus dados": the backup and the spreadsheet to download, and the restore of a backup into an empty account. */
export function YourDataCard() {
  const toast = useToast();
  const backup = useDownloadBackup();
  const csv = useDownloadTransactionsCsv();
  const usage = useAttachmentUsage();
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
        <RestoreBackupSection />
      </WhenOwner>
    </Card>
  );
}
