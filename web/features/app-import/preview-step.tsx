import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Account } from '../../../common/contract/accounts';
import {
  type AppImportPreview,
  type AppImportSettings,
  type DayOrderChoice,
  SOURCE_APP_LABELS,
} from '../../../common/contract/app-import';
import type { Category } from '../../../common/contract/categories';
import { Alert, FormError } from '../../components/ui/alert';
import { Button, SubmitButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { AccountsMapping } from './accounts-mapping';
import { CategoriesMapping } from './categories-mapping';
import { DayOrderQuestion } from './day-order-question';
import {
  buildSettings,
  type CardTermErrors,
  initialMapping,
  type Mapping,
  previewAccountSettings,
} from './mapping';
import { SampleTable } from './sample-table';
import { counted, previewSummary } from './summary-text';

interface PreviewStepProps {
  preview: AppImportPreview;
  fileName: string;
  /** The person's accounts and categories, for the selects. */
  accounts: readonly Account[];
  categories: readonly Category[];
  importing: boolean;
  error: string | null;
  onBack: () => void;
  onImport: (settings: AppImportSettings) => void;
  /** The answer to the question on the dates' order (preview.dayOrder.asked), and the preview read again with it. */
  dayOrder: DayOrderChoice | null;
  readingAgain: boolean;
  onDayOrder: (choice: DayOrderChoice) => void;
  /**
   * One of the file's accounts sent elsewhere: the preview read again with the accounts chosen, so each shows the
   * balance and the "Manter o saldo de hoje" box of the account it goes to.
   */
  onAccounts: (chosen: Pick<AppImportSettings, 'accounts' | 'keepBalances'>) => void;
}

/** Step 2: what the file holds, where each account and category goes, and its first rows; then "Importar". */
export function PreviewStep(props: PreviewStepProps) {
  const { preview, importing, error, onBack, onImport } = props;
  const [mapping, setMapping] = useState<Mapping>(() => initialMapping(preview));
  const [cardErrors, setCardErrors] = useState<Record<string, CardTermErrors>>({});
  const [termsMessage, setTermsMessage] = useState<string | null>(null);
  // "Ver prévia" goes away with step 1: focus moves to the preview's heading, so the keyboard and a screen reader
  // start there instead of at the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildSettings(preview.app, preview, mapping);
    if (!built.ok) {
      setCardErrors(built.errors);
      setTermsMessage('Informe o fechamento, o vencimento e o limite de cada cartão novo.');
      return;
    }
    setCardErrors({});
    if (preview.dayOrder?.asked && !props.dayOrder) {
      setTermsMessage('Escolha como as datas do arquivo estão escritas: dia/mês ou mês/dia.');
      return;
    }
    setTermsMessage(null);
    onImport({ ...built.settings, ...(props.dayOrder ? { dayOrder: props.dayOrder } : {}) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Card className="p-5">
        <h2 ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
          Prévia de {SOURCE_APP_LABELS[preview.app].name}:{' '}
          <span className="break-words">{props.fileName}</span>
        </h2>
        <p className="mt-1 text-sm text-slate-800 dark:text-slate-200" data-testid="app-import-summary">
          {previewSummary(preview)}
        </p>
        {preview.payees > 0 || preview.tags.length > 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {[
              preview.payees > 0 ? counted(preview.payees, 'favorecido', 'favorecidos') : null,
              preview.tags.length > 0 ? counted(preview.tags.length, 'tag', 'tags') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
        <FileProblems preview={preview} />
        {preview.dayOrder?.asked ? (
          <DayOrderQuestion chosen={props.dayOrder} busy={props.readingAgain} onChoose={props.onDayOrder} />
        ) : null}
      </Card>

      <Card className="p-5">
        <h2 className="mb-1 font-semibold">Contas</h2>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          Uma conta do arquivo com o nome de uma sua vai para ela; uma de nome parecido ("Conta Itaú" e
          "Itaú") é proposta; as outras são criadas, ou escolha uma sua.
        </p>
        <AccountsMapping
          accounts={preview.accounts}
          mine={props.accounts}
          mapping={mapping.accounts}
          errors={cardErrors}
          onChange={(name, choice) => {
            const next = { ...mapping, accounts: { ...mapping.accounts, [name]: choice } };
            setMapping(next);
            if (choice.target !== mapping.accounts[name]?.target)
              props.onAccounts(previewAccountSettings(preview, next));
          }}
        />
      </Card>

      {preview.categories.length > 0 ? (
        <Card className="p-5">
          <h2 className="mb-1 font-semibold">Categorias</h2>
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
            Escolha uma categoria sua para juntar as transações a ela, ou deixe que o Grana crie as que
            faltam.
          </p>
          <CategoriesMapping
            categories={preview.categories}
            mine={props.categories}
            mapping={mapping.categories}
            onChange={(key, value) =>
              setMapping((m) => ({ ...m, categories: { ...m.categories, [key]: value } }))
            }
          />
        </Card>
      ) : null}

      <Card className="p-5">
        <h2 className="mb-3 font-semibold">
          {preview.sample.length < preview.rows
            ? `As primeiras ${preview.sample.length} transações`
            : 'As transações'}
        </h2>
        <SampleTable rows={preview.sample} />
      </Card>

      <FormError message={termsMessage ?? error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={importing}>
          Voltar
        </Button>
        {/* The count the import will write: a file already imported has nothing to import. */}
        <SubmitButton
          busy={importing}
          busyText="Iniciando..."
          // While the preview is read again for an account sent elsewhere, its figures are not yet the import's.
          disabled={preview.fresh === 0 || props.readingAgain}
        >
          Importar {counted(preview.fresh, 'transação', 'transações')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The lines the file could not give, said plainly: the first ones, and how many in all. */
function FileProblems({ preview }: { preview: AppImportPreview }) {
  if (preview.errorCount === 0) return null;
  const more = preview.errorCount - preview.errors.length;
  return (
    <Alert tone="info" className="mt-3">
      <p className="font-medium">
        {counted(
          preview.errorCount,
          'linha do arquivo não pôde ser lida',
          'linhas do arquivo não puderam ser lidas',
        )}{' '}
        e {preview.errorCount === 1 ? 'fica' : 'ficam'} de fora:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {preview.errors.map((e) => (
          <li key={`${e.line}-${e.message}`}>
            Linha {e.line}: {e.message}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-1">E mais {counted(more, 'linha', 'linhas')}.</p> : null}
    </Alert>
  );
}
