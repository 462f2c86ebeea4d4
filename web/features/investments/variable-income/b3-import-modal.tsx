import { FileUp, Upload } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  VARIABLE_INCOME_KIND_LABELS,
  VARIABLE_INCOME_KINDS,
  type VariableIncomeKind,
} from '../../../../common/contract/variable-income';
import {
  B3_IMPORT_MESSAGES,
  type B3ImportFields,
  type B3ImportPreview,
} from '../../../../common/contract/variable-income-b3';
import { AccountSelect } from '../../../components/ui/account-select';
import { FormError } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { SelectField } from '../../../components/ui/field';
import { FormModalFooter, Modal } from '../../../components/ui/modal';
import { useAccounts } from '../../../entities/account/public';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useB3ImportPreview, useImportB3 } from '../api/variable-income';
import { investmentAccounts } from '../position-form-modal';
import {
  B3_STATUS_LABELS,
  b3FileProblem,
  displayLines,
  importLabel,
  importResultText,
  kindCountsText,
  positionNotes,
  skippedText,
  statusCounts,
} from './b3-import-display';

/** A button that opens 'Importar da B3'; beside 'Registrar compra' in the page's header. */
export function B3ImportButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      <Upload size={16} aria-hidden /> Importar da B3
    </Button>
  );
}

/** The browser's own file button speaks the browser's language; this one speaks Portuguese. */
const chooseClass =
  'inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 ' +
  'text-sm font-medium text-slate-800 hover:bg-slate-100 focus-within:outline-2 focus-within:outline-offset-2 ' +
  'focus-within:outline-brand-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

const statusClass: Record<keyof B3ImportPreview['counts'], string> = {
  new: 'text-emerald-700 dark:text-emerald-300',
  recorded: 'text-slate-600 dark:text-slate-400',
  problem: 'text-red-700 dark:text-red-300',
};

interface Values {
  accountId: string;
  /** A Posição's prices' day, ISO; empty until the preview gives the server's. */
  priceDate: string;
}

type Kinds = Record<string, VariableIncomeKind>;

/** Mounted only while open, so it starts without a file each time. */
export function B3ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <B3ImportDialog onClose={onClose} /> : null;
}

/** The settings a preview was seen with; another choice since then asks for the preview again. */
function settingsKey(file: File | null, values: Values, kinds: Kinds, posicao: boolean): string {
  return JSON.stringify([
    file?.name,
    file?.size,
    file?.lastModified,
    values.accountId,
    posicao && values.priceDate,
    kinds,
  ]);
}

/**
 * "Importar da B3": the account, the spreadsheet of the Área do Investidor, its preview (what it holds, what is new,
 * already recorded or wrong, and the kind of each ticker the file does not tell), then the import of its new lines.
 */
function B3ImportDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const labelId = useId();
  const helpId = useId();
  const accounts = useAccounts();
  const targets = investmentAccounts(accounts.data ?? []);
  const previewing = useB3ImportPreview();
  const importing = useImportB3();
  const form = useForm<Values>({ defaultValues: { accountId: '', priceDate: '' } });
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

  const settingsOf = (v: Values, chosen: Kinds): B3ImportFields => ({
    accountId: Number(v.accountId),
    kinds: chosen,
    ...(v.priceDate ? { priceDate: v.priceDate } : {}),
  });

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

  const data = preview?.data ?? null;
  const lines = data ? displayLines(data) : [];
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
  const noAccount = accounts.isSuccess && targets.length === 0;
  const newCount = data?.counts.new ?? 0;
  const pending = previewing.isPending || dialog.pending;
  const error = previewError ?? dialog.error;

  return (
    <Modal
      open
      title="Importar da B3"
      onClose={onClose}
      dirty={file !== null}
      widthClass="max-w-3xl"
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={pending}
          disabled={accounts.isPending || noAccount || (fresh && newCount === 0)}
          label={fresh ? importLabel(newCount) : 'Ver prévia'}
          pendingLabel={previewing.isPending ? 'Lendo a planilha...' : 'Importando...'}
        />
      }
    >
      <p id={helpId} className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        Baixe a planilha em Extratos, na Área do Investidor da B3 (investidor.b3.com.br): Negociação traz as
        compras e vendas, Movimentação os proventos, desdobros e grupamentos, Posição as cotações. Nada é
        registrado antes de você ver a prévia.
      </p>
      {noAccount ? (
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          Os ativos ficam numa conta do tipo Investimentos (a corretora), e este livro ainda não tem nenhuma:
          crie uma em Contas e volte aqui.
        </p>
      ) : null}
      <form id={formId} onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <AccountSelect
            control={form.control}
            name="accountId"
            label="Conta de investimentos"
            placeholder="Selecione a corretora"
            accounts={targets}
          />
          <div className="flex min-w-0 flex-col gap-1">
            <span id={labelId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
              Planilha da B3 (.xlsx)
            </span>
            <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
              <label className={chooseClass}>
                <FileUp size={16} aria-hidden /> Escolher arquivo
                <input
                  type="file"
                  accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  aria-labelledby={labelId}
                  aria-describedby={helpId}
                  className="sr-only"
                  disabled={pending}
                  onChange={(event) => {
                    const chosen = event.target.files?.[0] ?? null;
                    // The same file chosen again after a refusal still fires a change.
                    event.target.value = '';
                    const problem = chosen ? b3FileProblem(chosen) : null;
                    setPreviewError(problem);
                    setFile(chosen && problem === null ? chosen : null);
                    setPreview(null);
                    setKinds({});
                    form.setValue('priceDate', '');
                  }}
                />
              </label>
              <span
                className="min-w-0 truncate text-sm text-slate-600 dark:text-slate-400"
                data-testid="b3-file"
              >
                {file ? file.name : 'Nenhum arquivo escolhido'}
              </span>
            </div>
          </div>
        </div>

        {data ? (
          <section aria-label="Prévia da importação" className="flex min-w-0 flex-col gap-3">
            <div>
              <p className="font-semibold" data-testid="b3-file-label">
                Planilha de {data.fileLabel}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="b3-kind-counts">
                {kindCountsText(data)}
              </p>
            </div>
            <dl className="grid grid-cols-3 gap-2" aria-label="Linhas por situação">
              {statusCounts(data.counts).map((c) => (
                <div
                  key={c.status}
                  data-testid={`b3-count-${c.status}`}
                  className="rounded-lg border border-slate-200 p-2 dark:border-slate-800"
                >
                  <dt className="text-xs text-slate-600 dark:text-slate-400">{c.label}</dt>
                  <dd className={cn('money text-lg font-semibold', statusClass[c.status])}>{c.count}</dd>
                </div>
              ))}
            </dl>

            {asking.length > 0 ? (
              <fieldset className="grid gap-3 sm:grid-cols-2">
                <legend className="mb-1 text-sm text-slate-700 dark:text-slate-300">
                  O código não diz o tipo destes ativos: escolha-o.
                </legend>
                {asking.map((a) => (
                  <SelectField
                    key={a.ticker}
                    label={`Tipo de ${a.ticker}`}
                    value={kinds[a.ticker] ?? a.kind ?? ''}
                    disabled={pending}
                    onChange={(e) => chooseKind(a.ticker, e.target.value)}
                  >
                    <option value="">Selecione o tipo</option>
                    {VARIABLE_INCOME_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {VARIABLE_INCOME_KIND_LABELS[k]}
                      </option>
                    ))}
                  </SelectField>
                ))}
              </fieldset>
            ) : null}

            {posicao ? (
              <div className="sm:max-w-xs">
                <DateField
                  control={form.control}
                  name="priceDate"
                  label="Data das cotações"
                  hint="O fechamento que a planilha de Posição traz"
                />
              </div>
            ) : null}
            {preview && !fresh ? (
              <p className="text-sm text-amber-800 dark:text-amber-200" role="status">
                As opções mudaram: veja a prévia de novo antes de importar.
              </p>
            ) : null}

            {lines.length > 0 ? (
              <ul
                aria-label="Linhas da planilha"
                className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
              >
                {lines.map((line) => (
                  <li key={line.key} className="px-3 py-2 text-sm" data-testid="b3-line">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="min-w-0">
                        <span className="money">{line.date}</span> · <strong>{line.ticker}</strong> ·{' '}
                        {line.what}
                      </span>
                      <span className={cn('text-xs font-medium', statusClass[line.status])}>
                        {B3_STATUS_LABELS[line.status]}
                      </span>
                    </div>
                    <div className="money flex flex-wrap justify-between gap-x-3 text-slate-600 dark:text-slate-400">
                      <span>{line.quantity !== null ? `Quantidade: ${line.quantity}` : null}</span>
                      <span>{line.value}</span>
                    </div>
                    {line.problem ? (
                      <p className="mt-0.5 text-red-700 dark:text-red-300">{line.problem}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}

            {positionNotes(data).length > 0 ? (
              <div className="text-sm">
                <p className="font-medium">Quantidades diferentes da B3</p>
                <ul className="list-disc pl-5 text-slate-700 dark:text-slate-300">
                  {positionNotes(data).map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </div>
            ) : null}

            {data.skipped.length > 0 ? (
              <details className="text-sm">
                <summary className="cursor-pointer font-medium">
                  Linhas que o Grana não importa ({data.skipped.length})
                </summary>
                <ul
                  className="mt-1 list-disc pl-5 text-slate-700 dark:text-slate-300"
                  data-testid="b3-skipped"
                >
                  {data.skipped.map((s) => (
                    <li key={`${s.sheet}-${s.line}`}>{skippedText(s)}</li>
                  ))}
                </ul>
              </details>
            ) : null}
          </section>
        ) : null}
        <div aria-live="polite">
          <FormError message={error} />
        </div>
      </form>
    </Modal>
  );
}
