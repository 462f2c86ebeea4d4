import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { ReadOnlyNote, useBookAbilities } from '../../entities/book/public';
import { errorMessage } from '../../lib/api-client';
import { FileStep } from './file-step';
import { MappingStep } from './mapping-step';
import { ResultStep } from './result-step';
import { ImportSteps } from './steps';
import { useStatementImport } from './use-statement-import';

/**
 * Statement import in three steps: choose the file, set how to read it (with a preview read in a worker by
 * the same rules the server applies), then the result. The upload sends the file's own bytes and the
 * settings; the server reads it again.
 */
export function ImportPage() {
  const { canWrite, known } = useBookAbilities();
  if (canWrite) return <StatementImport />;
  // A link or a bookmark brings a leitor here (the menu does not): an import is all writes.
  return (
    <>
      <PageHeader title="Importação" subtitle="Importe extratos do seu banco em CSV ou OFX" />
      {known ? <ReadOnlyNote /> : null}
    </>
  );
}

function StatementImport() {
  const navigate = useNavigate();
  const flow = useStatementImport();
  const { reader, importer, accounts, choices, step, file, summary } = flow;

  return (
    <>
      <PageHeader
        title="Importação"
        subtitle="Importe extratos do seu banco em CSV ou OFX"
        actions={
          // Another app's whole history (accounts, categories, transfers) has its own page.
          <Link to="/trazer-dados" className={buttonClass('secondary')}>
            Trazer meus dados de outro app
          </Link>
        }
      />
      <ImportSteps current={step} />
      {step === 1 ? (
        <FileStep
          file={file}
          reading={reader.reading}
          error={flow.fileError ?? reader.error}
          onChoose={flow.choose}
          onNext={flow.next}
        />
      ) : null}
      {step === 2 && file && summary ? (
        <MappingStep
          file={file}
          summary={summary}
          headers={flow.headers}
          reading={reader.reading}
          readError={reader.error}
          settings={choices.settings}
          onSettings={flow.changeSettings}
          accounts={accounts.data}
          accountsError={accounts.isError ? errorMessage(accounts.error, 'Erro ao carregar contas') : null}
          defaultAccountId={flow.defaultAccountId}
          onDefaultAccount={flow.chooseAccount}
          accountError={flow.accountError}
          destination={choices.destination}
          onDestination={choices.setDestination}
          createInstallments={choices.createInstallments}
          onCreateInstallments={choices.setCreateInstallments}
          suggestCategories={choices.suggestCategories}
          onSuggestCategories={choices.setSuggestCategories}
          lineCategories={choices.lineCategories}
          onLineCategory={choices.onLineCategory}
          lineMatches={choices.lineMatches}
          bankDates={choices.bankDates}
          onBankDates={choices.setBankDates}
          onLineMatch={choices.onLineMatch}
          importing={importer.isPending}
          importError={flow.importError}
          onBack={flow.back}
          onImport={flow.runImport}
        />
      ) : null}
      {step === 2 && !summary ? <Alert tone="error">Não foi possível ler o arquivo.</Alert> : null}
      {step === 3 && flow.result ? (
        <ResultStep result={flow.result} onRestart={flow.restart} onFinish={() => navigate('/dashboard')} />
      ) : null}
    </>
  );
}
