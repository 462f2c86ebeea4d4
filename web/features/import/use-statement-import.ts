import { useCallback, useRef, useState } from 'react';
import type { ImportResult } from '../../../common/contract/import';
import { type CsvSettings, LIMIT_MESSAGES } from '../../../common/csv';
import { useAccounts } from '../../entities/account/public';
import { errorMessage } from '../../lib/api-client';
import { useImportStatement } from './api/import';
import { rememberedAccountOf } from './api/statement-account';
import { fileProblem } from './file-step';
import { INITIAL_SETTINGS } from './import-settings';
import { NEEDS_ACCOUNT, useDefaultAccount } from './use-default-account';
import { useImportChoices } from './use-import-choices';
import { useStatementReader } from './use-statement-reader';

/**
 * The import's three steps and what each needs: the file chosen and read (step 1), the account and the choices
 * about the statement (step 2), the result (step 3); and the ways between them (next, back, restart).
 */
export function useStatementImport() {
  const reader = useStatementReader();
  const importer = useImportStatement();
  const accounts = useAccounts();

  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const choices = useImportChoices();
  const { forgetLines } = choices;
  // Another default account: the rows a line may be matched with are another account's now.
  const account = useDefaultAccount(accounts.data, choices.forgetMatches, reader.summary?.account?.currency);
  const [importError, setImportError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const headers = useRef<string[]>([]);

  const summary = reader.summary;
  if (summary && summary.headers.length > 0) headers.current = summary.headers;

  const choose = useCallback(
    (chosen: File) => {
      const problem = fileProblem(chosen);
      setFileError(problem);
      setFile(problem ? null : chosen);
      forgetLines();
      reader.reset();
    },
    [reader.reset, forgetLines],
  );

  const next = async () => {
    if (!file) return;
    setFileError(null);
    choices.readAfresh();
    choices.forgetLines();
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
    if (remembered !== null) account.remember(remembered);
    setImportError(null);
    setStep(2);
  };

  const changeSettings = (nextSettings: CsvSettings) => {
    choices.setSettings(nextSettings);
    void reader.parse(nextSettings);
  };

  const restart = () => {
    setStep(1);
    setFile(null);
    setFileError(null);
    setResult(null);
    setImportError(null);
    account.setError(null);
    choices.readAfresh();
    reader.reset();
    importer.reset();
  };

  // Back to the file, which stays chosen: 'Próximo' reads it again from the start.
  const back = () => {
    setStep(1);
    setImportError(null);
    account.setError(null);
    importer.reset();
  };

  const runImport = async () => {
    if (!file) return;
    if (!account.id) {
      account.setError(NEEDS_ACCOUNT);
      return;
    }
    if (account.currencyProblem) return;
    setImportError(null);
    try {
      const answer = await importer.mutateAsync({
        file,
        settings: choices.upload(Number(account.id)),
      });
      setResult(answer);
      setStep(3);
    } catch (error) {
      setImportError(errorMessage(error, 'Erro ao importar o arquivo'));
    }
  };

  return {
    reader,
    importer,
    accounts,
    choices,
    step,
    file,
    fileError,
    defaultAccountId: account.id,
    accountError: account.error ?? account.currencyProblem,
    importError,
    result,
    headers: headers.current,
    summary,
    choose,
    next,
    changeSettings,
    chooseAccount: account.choose,
    restart,
    back,
    runImport,
  };
}
