import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { VariableIncomeKind } from '../../../../common/contract/variable-income';
import {
  B3_IMPORT_MESSAGES,
  type B3ImportFields,
  type B3ImportPreview,
} from '../../../../common/contract/variable-income-b3';
import { useAccounts } from '../../../entities/account/public';
import { errorMessage } from '../../../lib/api-client';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useB3ImportPreview, useImportB3 } from '../api/variable-income';
import { investmentAccounts } from '../position-form-modal';
import { b3FileProblem, displayLines, importResultText } from './b3-import-display';

export interface B3Values {
  accountId: string;
  /** A Posição's prices' day, ISO; empty until the preview gives the server's. */
  priceDate: string;
}

export type Kinds = Record<string, VariableIncomeKind>;

/** The settings a preview was seen with; another choice since then asks for the preview again. */
function settingsKey(file: File | null, values: B3Values, kinds: Kinds, posicao: boolean): string {
  return JSON.stringify([
    file?.name,
    file?.size,
    file?.lastModified,
    values.accountId,
    posicao && values.priceDate,
    kinds,
  ]);
}

const settingsOf = (v: B3Values, chosen: Kinds): B3ImportFields => ({
  accountId: Number(v.accountId),
  kinds: chosen,
  ...(v.priceDate ? { priceDate: v.priceDate } : {}),
});

/**
 * What 'Importar da B3' knows and does: the form (account, prices' day), the file, the kinds chosen, the preview
 * and whether it still matches the choices, and the submit that asks for the preview or, once seen, imports.
 */
export function useB3Import(onClose: () => void) {
  const accounts = useAccounts();
  const targets = investmentAccounts(accounts.data ?? []);
  const previewing = useB3ImportPreview();
  const importing = useImportB3();
  const form = useForm<B3Values>({ defaultValues: { accountId: '', priceDate: '' } });
  const [file, setFile] = useState<File | null>(null);
  const [kinds, setKinds] = useState<Kinds>({});
  const [preview, setPreview] = useState<{ data: B3ImportPreview; key: string } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);

  // The only investment account is chosen once the accounts arrive.
  const only = targets.length === 1 ? String(targets[0]?.id) : '';
  useEffect(() => {
    if (only !== '' && form.getValues('accountId') === '') form.setValue('accountId', only);
  }, [only, form]);

  const values = form.watch();
  const posicao = preview?.data.file === 'posicao';
  const fresh = preview !== null && preview.key === settingsKey(file, values, kinds, posicao);

  const dialog = useFormDialog(form, {
    save: (v) => importing.mutateAsync({ file: file as File, settings: settingsOf(v, kinds) }),
    success: (_, result) => importResultText(result),
    fallback: 'Não foi possível importar a planilha',
    onClose,
  });

  const runPreview = async (chosen: Kinds) => {
    const v = form.getValues();
    setPreviewError(null);
    if (!file) {
      setPreviewError('Escolha a planilha da B3.');
      return;
    }
    if (v.accountId === '') {
      setPreviewError('Escolha a conta de investimentos.');
      return;
    }
    try {
      const data = await previewing.mutateAsync({ file, settings: settingsOf(v, chosen) });
      const shown = { ...v, priceDate: data.priceDate ?? v.priceDate };
      if (data.priceDate) form.setValue('priceDate', data.priceDate);
      setPreview({ data, key: settingsKey(file, shown, chosen, data.file === 'posicao') });
    } catch (e) {
      setPreview(null);
      setPreviewError(errorMessage(e, 'Não foi possível ler a planilha'));
    }
  };

  const chooseKind = (ticker: string, kind: string) => {
    const chosen = { ...kinds };
    if (kind === '') delete chosen[ticker];
    else chosen[ticker] = kind as VariableIncomeKind;
    setKinds(chosen);
    // The lines waiting for this kind change status: the preview is asked again at once.
    void runPreview(chosen);
  };

  /** A new file (or none, when refused): the preview, the kinds and the prices' day start over. */
  const chooseFile = (chosen: File | null) => {
    const problem = chosen ? b3FileProblem(chosen) : null;
    setPreviewError(problem);
    setFile(chosen && problem === null ? chosen : null);
    setPreview(null);
    setKinds({});
    form.setValue('priceDate', '');
  };

  const data = preview?.data ?? null;
  // Tickers whose kind is to be chosen: those the file does not tell, and those chosen here (kept to be changed).
  const asking = data
    ? data.assets.filter((a) => !a.inAccount && (a.kind === null || a.ticker in kinds))
    : [];
  const unchosen = asking.filter((a) => a.kind === null && !(a.ticker in kinds)).map((a) => a.ticker);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The server refuses an import with a kind to choose; said here, before the file is sent again.
    if (fresh && unchosen.length === 0) return dialog.onSubmit(event);
    event.preventDefault();
    if (fresh) {
      setPreviewError(B3_IMPORT_MESSAGES.kindsMissing(unchosen));
      return;
    }
    return runPreview(kinds);
  };

  return {
    form,
    targets,
    accountsPending: accounts.isPending,
    noAccount: accounts.isSuccess && targets.length === 0,
    file,
    chooseFile,
    kinds,
    chooseKind,
    data,
    lines: data ? displayLines(data) : [],
    asking,
    posicao,
    /** A preview was seen, and the choices changed since. */
    stale: preview !== null && !fresh,
    fresh,
    newCount: data?.counts.new ?? 0,
    previewing: previewing.isPending,
    pending: previewing.isPending || dialog.pending,
    error: previewError ?? dialog.error,
    submit,
  };
}
