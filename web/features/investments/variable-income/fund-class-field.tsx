import { FUND_CLASS_LABELS, FUND_CLASSES, type FundClass } from '../../../../common/come-cotas';
import type { HoldingResponse } from '../../../../common/contract/variable-income';
import { SelectField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useSetFundClass } from '../api/variable-income';

/** What the class sets, under the select: the come-cotas the Imposto de Renda page works from it. */
const FUND_CLASS_HINT = 'Define o come-cotas de maio e novembro no Imposto de Renda.';

/**
 * A fundo's tax class ('Classe tributária'): long term, short term or ações, which sets its come-cotas. Saved when
 * chosen; read-only in a book the person only reads. Nothing for another kind of asset.
 */
export function FundClassField({ holding, writable }: { holding: HoldingResponse; writable: boolean }) {
  const setClass = useSetFundClass();
  const toast = useToast();
  if (holding.kind !== 'fundo') return null;
  const current = holding.fundClass ?? '';
  if (!writable)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="fund-class">
        Classe tributária: {holding.fundClass ? FUND_CLASS_LABELS[holding.fundClass] : 'não informada'}
      </p>
    );
  return (
    <SelectField
      label="Classe tributária"
      hint={FUND_CLASS_HINT}
      value={current}
      disabled={setClass.isPending}
      data-testid="fund-class"
      onChange={(event) => {
        const value = event.target.value === '' ? null : (event.target.value as FundClass);
        setClass.mutate(
          { id: holding.id, fund_class: value },
          {
            onSuccess: () => toast('Classe tributária salva'),
            onError: (error) => toast(errorMessage(error, 'Não foi possível salvar a classe.'), 'error'),
          },
        );
      }}
    >
      <option value="">Não informada</option>
      {FUND_CLASSES.map((c) => (
        <option key={c} value={c}>
          {FUND_CLASS_LABELS[c]}
        </option>
      ))}
    </SelectField>
  );
}
