import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  APP_IMPORT_MESSAGES,
  type AppImportJob,
  SOURCE_APP_LABELS,
} from '../../../common/contract/app-import';
import { formatInstantBR } from '../../../common/dates';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-client';
import { browserTimeZone } from '../../lib/browser-today';
import { importedTransactionsPath } from '../../lib/imported-transactions-path';
import { invalidateLedger } from '../../lib/ledger-mutation';
import { useAppImportJob } from './api/app-import';
import { progressPercent, progressText, resultSummary } from './summary-text';

/** Step 3: the import running in the server's background, followed until it ends; then what it did. */
export function JobStep({ id, onRestart }: { id: string; onRestart: () => void }) {
  const job = useAppImportJob(id);
  const client = useQueryClient();
  const refreshed = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const status = job.data?.status;
  // "Importar" went away with the preview, and the result replaces the progress: the keyboard and a screen reader
  // go on from the step's heading each time it changes.
  useEffect(() => {
    if (status) heading.current?.focus();
  }, [status]);
  useEffect(() => {
    // What the import wrote changes every balance, list and report: they are read again once, when it ends.
    if (status === 'done' && !refreshed.current) {
      refreshed.current = true;
      void invalidateLedger(client);
    }
  }, [status, client]);

  if (!job.data) {
    return job.isError || job.isSuccess ? (
      <Card className="p-5">
        <Alert tone="error">
          {job.isError
            ? errorMessage(job.error, 'Não foi possível acompanhar a importação.')
            : APP_IMPORT_MESSAGES.notFound}
        </Alert>
        <Restart onRestart={onRestart} />
      </Card>
    ) : (
      <Card className="p-5" aria-busy="true">
        <p className="text-sm text-slate-600 dark:text-slate-400">Carregando a importação...</p>
      </Card>
    );
  }
  const data = job.data;
  return (
    <Card className="p-5">
      <h2 ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {data.status === 'running'
          ? 'Importando...'
          : data.status === 'done'
            ? 'Importação concluída'
            : 'A importação falhou'}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {SOURCE_APP_LABELS[data.app].name} · <span className="break-all">{data.fileName}</span> · iniciada em{' '}
        {formatInstantBR(data.createdAt, browserTimeZone())}
      </p>
      {data.status === 'failed' ? (
        <Alert tone="error" className="mt-4">
          {data.error ?? 'A importação falhou e nada foi gravado. Tente de novo.'}
        </Alert>
      ) : (
        <Progress job={data} />
      )}
      {data.status === 'done' && data.result ? (
        <div className="mt-4 flex items-start gap-2">
          <CheckCircle2
            size={20}
            aria-hidden
            className="mt-0.5 shrink-0 text-emerald-700 dark:text-emerald-400"
          />
          <div>
            <p className="font-medium" data-testid="app-import-result">
              {resultSummary(data.result)}
            </p>
          </div>
        </div>
      ) : null}
      {data.status === 'running' ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Pode sair desta página: a importação continua, e ao voltar você a encontra aqui.
        </p>
      ) : (
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onRestart}>
            Importar outro arquivo
          </Button>
          {data.status === 'done' ? (
            <Link
              to={data.result ? importedTransactionsPath(data.result) : '/transactions'}
              className={buttonClass()}
            >
              Ver transações
            </Link>
          ) : null}
        </div>
      )}
    </Card>
  );
}

function Restart({ onRestart }: { onRestart: () => void }) {
  return (
    <div className="mt-4 flex justify-end">
      <Button variant="secondary" onClick={onRestart}>
        Importar outro arquivo
      </Button>
    </div>
  );
}

/** The bar of what the import has written, and the same said in words. */
function Progress({ job }: { job: AppImportJob }) {
  const percent = progressPercent(job);
  const text = progressText(job);
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label="Progresso da importação"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300 dark:bg-emerald-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm tabular-nums" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
