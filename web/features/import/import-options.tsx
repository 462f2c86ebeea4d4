import type { ImportHint, LineMatchChoice } from '../../../common/contract/import';
import { Checkbox } from '../../components/ui/checkbox';
import { attachesLines } from './line-matches';
import type { StatementSummary } from './statement-summary';

export const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/**
 * What the import does beyond writing the lines: suggest categories, take the bank's dates for the rows the lines
 * attach to (offered only when some do) and create the installments still to come (only when the file has some).
 */
export function ImportOptions({
  summary,
  hints,
  lineMatches,
  suggestCategories,
  onSuggestCategories,
  bankDates,
  onBankDates,
  createInstallments,
  onCreateInstallments,
}: {
  summary: StatementSummary;
  hints: ReadonlyMap<number, ImportHint | undefined> | undefined;
  lineMatches: Record<string, LineMatchChoice>;
  suggestCategories: boolean;
  onSuggestCategories: (suggest: boolean) => void;
  bankDates: boolean;
  onBankDates: (take: boolean) => void;
  createInstallments: boolean;
  onCreateInstallments: (create: boolean) => void;
}) {
  return (
    <>
      <Checkbox
        labelClassName="mt-3"
        checked={suggestCategories}
        onChange={(e) => onSuggestCategories(e.target.checked)}
      >
        Usar a categoria sugerida pelo histórico ou a sugestão padrão nas linhas sem categoria (as regras
        valem sempre)
      </Checkbox>
      {attachesLines(summary.hintLines, hints, lineMatches) ? (
        <Checkbox labelClassName="mt-2" checked={bankDates} onChange={(e) => onBankDates(e.target.checked)}>
          Usar a data do extrato nos lançamentos já registrados (por padrão os que você digitou mantêm a sua
          data; os lançados por um gasto fixo ficam sempre com a do extrato)
        </Checkbox>
      ) : null}
      {summary.installmentCount > 0 ? (
        <div className="mt-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
          <p className="text-slate-700 dark:text-slate-300" data-testid="installment-lines">
            {plural(summary.installmentCount, 'lançamento é parcela', 'lançamentos são parcelas')} de compras
            (como 3/10). No cartão, as parcelas que você já registrou não serão duplicadas.
          </p>
          <Checkbox
            labelClassName="mt-2"
            checked={createInstallments}
            onChange={(e) => onCreateInstallments(e.target.checked)}
          >
            Criar também as parcelas seguintes das compras que ainda não estão registradas
          </Checkbox>
        </div>
      ) : null}
    </>
  );
}
