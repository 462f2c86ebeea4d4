import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ImportResult, LineMatchChoice } from '../../../common/contract/import';
import { type CsvSettings, LIMIT_MESSAGES } from '../../../common/csv';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { useAccounts } from '../../entities/account/public';
import { ReadOnlyNote, useBookAbilities } from '../../entities/book/public';
import { errorMessage } from '../../lib/api-client';
import { useImportStatement } from './api/import';
import { rememberedAccountOf } from './api/statement-account';
import { FileStep, fileProblem } from './file-step';
import { INITIAL_SETTINGS, uploadSettings } from './import-settings';
import { MappingStep } from './mapping-step';
import { ResultStep } from './result-step';
import { ImportSteps } from './steps';
import { useStatementReader } from './use-statement-reader';

const NEEDS_ACCOUNT = 'Selecione a conta padrão';

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
  const reader = useStatementReader();
  const importer = useImportStatement();
  const accounts = useAccounts();

  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [settings, setSettings] = useState<CsvSettings>(INITIAL_SETTINGS);
  const [defaultAccountId, setDefaultAccountId] = useState('');
  const [accountError, setAccountError] = useState<string | null>(null);
  const [destination, setDestination] = useState('');
  const [createInstallments, setCreateInstallments] = useState(false);
  const [suggestCategories, setSuggestCategories] = useState(true);
  // Categories the person picked in the preview, by line; another file starts with none.
  const [lineCategories, setLineCategories] = useState<Record<string, number | null>>({});
  // What the person chose for lines' matches, by line; absent: the import decides.
  const [lineMatches, setLineMatches] = useState<Record<string, LineMatchChoice>>({});
  const [bankDates, setBankDates] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const headers = useRef<string[]>([]);

  // With a single account there is nothing to choose.
  const accountList = accounts.data;
  useEffect(() => {
    if (accountList?.length === 1 && defaultAccountId === '') setDefaultAccountId(String(accountList[0]!.id));
  }, [accountList, defaultAccountId]);

  const summary = reader.summary;
  if (summary && summary.headers.length > 0) headers.current = summary.headers;

  const choose = useCallback(
    (chosen: File) => {
      const problem = fileProblem(chosen);
      setFileError(problem);
      setFile(problem ? null : chosen);
      setLineCategories({});
      setLineMatches({});
      reader.reset();
    },
    [reader.reset],
  );

  const next = async () => {
    if (!file) return;
    setFileError(null);
    setSettings(INITIAL_SETTINGS);
    setDestination('');
    setLineCategories({});
    setLineMatches({});
    headers.current = [];
    const read = await reader.load(file, INITIAL_SETTINGS);
    if (!read) return;
    // No setting of the next step makes a file of too many rows readable: another file must be chosen.
    const tooLong = read.fileErrors.find((message) => message === LIMIT_MESSAGES.tooManyRows);
    if (read.format === 'unknown' || tooLong) {
      setFileError(tooLong ?? read.fileErrors[0] ?? 'Não foi possível ler o arquivo.');
      return;
    }
    // An OFX of a bank account imported before goes, by default, where its earlier imports went.
    const remembered = await rememberedAccountOf(read.account);
    if (remembered !== null) {
      setDefaultAccountId(String(remembered));
      setAccountError(null);
    }
    setImportError(null);
    setStep(2);
  };

  const changeSettings = (nextSettings: CsvSettings) => {
    setSettings(nextSettings);
    void reader.parse(nextSettings);
  };

  const restart = () => {
    setStep(1);
    setFile(null);
    setFileError(null);
    setResult(null);
    setImportError(null);
    setAccountError(null);
    setSettings(INITIAL_SETTINGS);
    setDestination('');
    reader.reset();
    importer.reset();
  };

  // Back to the file, which stays chosen: 'Próximo' reads it again from the start.
  const back = () => {
    setStep(1);
    setImportError(null);
    setAccountError(null);
    importer.reset();
  };

  const runImport = async () => {
    if (!file) return;
    if (!defaultAccountId) {
      setAccountError(NEEDS_ACCOUNT);
      return;
    }
    setImportError(null);
    try {
      const answer = await importer.mutateAsync({
        file,
        settings: uploadSettings(settings, {
          defaultAccountId: Number(defaultAccountId),
          destination,
          createInstallments,
          suggestCategories,
          lineCategories,
          lineMatches,
          bankDates,
        }),
      });
      setResult(answer);
      setStep(3);
    } catch (error) {
      setImportError(errorMessage(error, 'Erro ao importar o arquivo'));
    }
  };

  return (
    <>
      <PageHeader title="Importação" subtitle="Importe extratos do seu banco em CSV ou OFX" />
      <ImportSteps current={step} />
      {step === 1 ? (
        <FileStep
          file={file}
          reading={reader.reading}
          error={fileError ?? reader.error}
          onChoose={choose}
          onNext={next}
        />
      ) : null}
      {step === 2 && file && summary ? (
        <MappingStep
          file={file}
          summary={summary}
          headers={headers.current}
          reading={reader.reading}
          readError={reader.error}
          settings={settings}
          onSettings={changeSettings}
          accounts={accounts.data}
          accountsError={accounts.isError ? errorMessage(accounts.error, 'Erro ao carregar contas') : null}
          defaultAccountId={defaultAccountId}
          onDefaultAccount={(id) => {
            setDefaultAccountId(id);
            // The rows a line may be matched with are another account's now.
            setLineMatches({});
            setAccountError(id ? null : NEEDS_ACCOUNT);
          }}
          accountError={accountError}
          destination={destination}
          onDestination={setDestination}
          createInstallments={createInstallments}
          onCreateInstallments={setCreateInstallments}
          suggestCategories={suggestCategories}
          onSuggestCategories={setSuggestCategories}
          lineCategories={lineCategories}
          onLineCategory={(line, id) => setLineCategories((current) => ({ ...current, [String(line)]: id }))}
          lineMatches={lineMatches}
          bankDates={bankDates}
          onBankDates={setBankDates}
          onLineMatch={(line, choice) =>
            setLineMatches((current) => {
              const { [String(line)]: _old, ...rest } = current;
              return choice === undefined ? rest : { ...rest, [String(line)]: choice };
            })
          }
          importing={importer.isPending}
          importError={importError}
          onBack={back}
          onImport={runImport}
        />
      ) : null}
      {step === 2 && !summary ? <Alert tone="error">Não foi possível ler o arquivo.</Alert> : null}
      {step === 3 && result ? (
        <ResultStep result={result} onRestart={restart} onFinish={() => navigate('/dashboard')} />
      ) : null}
    </>
  );
}
