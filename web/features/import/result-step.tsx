import { CircleCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { ImportResult } from '../../../common/contract/import';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAccounts } from '../../entities/account/public';
import { BillPaymentOffers } from '../../entities/card/public';
import { importedTransactionsPath } from '../../lib/imported-transactions-path';
import { resultStats } from './line-matches';
import { MatchResult } from './match-result';
import { openingBalanceHint } from './opening-balance-hint';
import { StatementBalance } from './statement-balance';

/** 'Categorizadas: 12 por regras, 30 pelo histórico e 5 pela sugestão padrão.' */
export function categorisedText(result: Pick<ImportResult, 'ruled' | 'suggested' | 'standard'>): string {
  const parts = [
    result.ruled > 0 ? `${result.ruled.toLocaleString('pt-BR')} por regras` : null,
    result.suggested > 0 ? `${result.suggested.toLocaleString('pt-BR')} pelo histórico` : null,
    result.standard > 0 ? `${result.standard.toLocaleString('pt-BR')} pela sugestão padrão` : null,
  ].filter((part): part is string => part !== null);
  const last = parts.pop();
  return `Categorizadas: ${parts.length > 0 ? `${parts.join(', ')} e ${last}` : last}.`;
}

/** '1 pagamento de fatura: uma transferência para o cartão, não uma despesa.' */
export const billPaymentsText = (count: number) =>
  count === 1
    ? '1 pagamento de fatura de cartão: registrado como transferência para o cartão, não como despesa.'
    : `${count.toLocaleString('pt-BR')} pagamentos de fatura de cartão: registrados como transferências para os cartões, não como despesas.`;

function Stat({ label, value, tone }: { label: string; value: number; tone: 'good' | 'muted' }) {
  return (
    <div className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
      <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd
        className={
          tone === 'good'
            ? 'mt-1 text-2xl font-semibold text-emerald-700 tabular-nums dark:text-emerald-400'
            : 'mt-1 text-2xl font-semibold text-slate-800 tabular-nums dark:text-slate-200'
        }
      >
        {value.toLocaleString('pt-BR')}
      </dd>
    </div>
  );
}

/** The account's balance after the import, and where to fix an opening balance that already held the rows. */
function OpeningBalanceNote({ result }: { result: ImportResult }) {
  const accounts = useAccounts();
  const hint = openingBalanceHint(
    result,
    accounts.data?.find((a) => a.id === result.accountId),
  );
  if (!hint) return null;
  return (
    <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" data-testid="opening-balance-note">
      {hint}{' '}
      <Link
        to="/accounts"
        className="font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-500"
      >
        Ir para Contas
      </Link>
    </p>
  );
}

/** Step 3: what the import wrote and what it left out. */
export function ResultStep({
  result,
  onRestart,
  onFinish,
}: {
  result: ImportResult;
  onRestart: () => void;
  onFinish: () => void;
}) {
  const navigate = useNavigate();
  // Lines matched with recorded rows, or left out by the person, are said apart (MatchResult).
  const ignoredOther =
    result.skipped - result.duplicates - result.matched - result.transfersMatched - result.skippedByChoice;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <CircleCheck size={32} aria-hidden className="shrink-0 text-emerald-600 dark:text-emerald-400" />
        <h2 className="text-xl font-semibold">Importação Concluída</h2>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:max-w-lg sm:grid-cols-3">
        {resultStats(result).map(({ label, value }) => (
          <Stat
            key={label}
            label={label}
            value={value}
            tone={label !== 'Ignorados' && value > 0 ? 'good' : 'muted'}
          />
        ))}
      </dl>
      {result.duplicates > 0 || ignoredOther > 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {result.duplicates > 0
            ? `${result.duplicates.toLocaleString('pt-BR')} já ${result.duplicates === 1 ? 'estava' : 'estavam'} na conta`
            : null}
          {result.installmentsMatched > 0
            ? ` (${result.installmentsMatched.toLocaleString('pt-BR')} ${
                result.installmentsMatched === 1 ? 'parcela já registrada' : 'parcelas já registradas'
              })`
            : null}
          {result.duplicates > 0 && ignoredOther > 0 ? '; ' : null}
          {ignoredOther > 0
            ? `${ignoredOther.toLocaleString('pt-BR')} com problema ou sem conta válida`
            : null}
          .
        </p>
      ) : null}
      <MatchResult result={result} />
      {result.billPayments > 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="bill-payments">
          {billPaymentsText(result.billPayments)}
        </p>
      ) : null}
      {result.importId !== null ? (
        <BillPaymentOffers query={{ import_id: result.importId }} enabled={result.billPaymentOffers > 0} />
      ) : null}
      <StatementBalance result={result} />
      <OpeningBalanceNote result={result} />
      {result.ruled + result.suggested + result.standard > 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="categorised">
          {categorisedText(result)}
        </p>
      ) : null}
      {result.errors.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-slate-700 dark:text-slate-300">
            Ver linhas com problema ({result.errorCount.toLocaleString('pt-BR')})
          </summary>
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-slate-700 dark:text-slate-300">
            {result.errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>{error.message}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={() => navigate(importedTransactionsPath(result))}>Ver Transações Importadas</Button>
        <Button variant="secondary" onClick={onRestart}>
          Nova Importação
        </Button>
        <Button variant="ghost" onClick={onFinish}>
          Finalizar
        </Button>
      </div>
    </Card>
  );
}
