import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  AppImportPreview,
  AppImportSettings,
  DayOrderChoice,
  SourceApp,
} from '../../../common/contract/app-import';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useAccounts } from '../../entities/account/public';
import { ReadOnlyNote, useBookAbilities } from '../../entities/book/public';
import { useCategories } from '../../entities/category/public';
import { errorMessage } from '../../lib/api-client';
import {
  appImportJobQuery,
  useCurrentAppImport,
  usePreviewAppFile,
  useStartAppImport,
} from './api/app-import';
import { JobStep } from './job-step';
import { PreviewStep } from './preview-step';
import { SourceStep } from './source-step';

const TITLE = 'Trazer meus dados';
const SUBTITLE = 'Traga o histórico de outro aplicativo de finanças: Mobills, Organizze, YNAB e outros';

/**
 * "Trazer meus dados": another app's export, previewed (what it holds, where each account and category goes), then
 * imported in the server's background and followed until it ends. The page finds an import of the last day again
 * after a reload.
 */
export function AppImportPage() {
  const { canWrite, known } = useBookAbilities();
  return (
    <>
      <PageHeader title={TITLE} subtitle={SUBTITLE} />
      {canWrite ? <AppImport /> : known ? <ReadOnlyNote /> : null}
    </>
  );
}

type Phase =
  | { step: 'source'; again?: boolean }
  | { step: 'preview'; preview: AppImportPreview; file: File }
  | { step: 'job'; id: string };

function AppImport() {
  const current = useCurrentAppImport();
  const [started, setPhase] = useState<Phase | null>(null);
  const [app, setApp] = useState<SourceApp | null>(null);
  const [file, setFile] = useState<File | null>(null);
  // The person's answer to the preview's question on the order of day and month (null: not asked or not yet).
  const [dayOrder, setDayOrder] = useState<DayOrderChoice | null>(null);
  // The accounts the person sent elsewhere on the preview, which it is read again with (the balances of each).
  const [chosen, setChosen] = useState<Pick<AppImportSettings, 'accounts' | 'keepBalances'>>({});
  const reader = usePreviewAppFile();
  const starter = useStartAppImport();
  const accounts = useAccounts();
  const categories = useCategories();
  const client = useQueryClient();

  // Until the person starts something, the page shows the book's import of the last day, if there is one.
  const phase: Phase | null =
    started ??
    (current.isPending ? null : current.data ? { step: 'job', id: current.data.id } : { step: 'source' });

  if (!phase) {
    return (
      <Card className="p-5" aria-busy="true">
        <p className="text-sm text-slate-600 dark:text-slate-400">Carregando...</p>
      </Card>
    );
  }

  const readPreview = (order: DayOrderChoice | null, accounts = chosen) => {
    if (!app || !file) return;
    starter.reset();
    setDayOrder(order);
    setChosen(accounts);
    reader.mutate(
      { file, settings: { app, ...accounts, ...(order ? { dayOrder: order } : {}) } },
      { onSuccess: (answer) => setPhase({ step: 'preview', preview: answer, file }) },
    );
  };
  // A file previewed from step 1 starts from what the server proposes.
  const preview = () => readPreview(null, {});
  const start = (settings: AppImportSettings) => {
    if (phase.step !== 'preview') return;
    starter.mutate(
      { file: phase.file, settings },
      {
        onSuccess: (job) => {
          client.setQueryData(appImportJobQuery(job.id).queryKey, job);
          setPhase({ step: 'job', id: job.id });
        },
      },
    );
  };

  if (phase.step === 'job')
    return (
      <JobStep
        id={phase.id}
        onRestart={() => {
          reader.reset();
          starter.reset();
          setFile(null);
          setPhase({ step: 'source', again: true });
        }}
      />
    );
  if (phase.step === 'preview')
    return (
      <PreviewStep
        key={phase.preview.app + phase.file.name}
        preview={phase.preview}
        fileName={phase.file.name}
        accounts={accounts.data ?? []}
        categories={categories.data ?? []}
        importing={starter.isPending}
        dayOrder={dayOrder}
        readingAgain={reader.isPending}
        onDayOrder={(order) => readPreview(order)}
        onAccounts={(accounts) => readPreview(dayOrder, accounts)}
        error={starter.isError ? errorMessage(starter.error, 'Não foi possível iniciar a importação.') : null}
        onBack={() => {
          starter.reset();
          setPhase({ step: 'source' });
        }}
        onImport={start}
      />
    );
  return (
    <SourceStep
      app={app}
      file={file}
      onApp={(next) => {
        reader.reset();
        setApp(next);
      }}
      onFile={(next) => {
        reader.reset();
        setFile(next);
      }}
      onPreview={preview}
      focusApps={phase.step === 'source' && phase.again === true}
      reading={reader.isPending}
      error={reader.isError ? errorMessage(reader.error, 'Não foi possível ler o arquivo.') : null}
    />
  );
}
