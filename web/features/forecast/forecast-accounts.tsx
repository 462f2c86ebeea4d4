import { Checkbox } from '../../components/ui/checkbox';
import { useAccounts } from '../../entities/account/public';

/**
 * Which accounts the forecast adds up: every active account but the cards (their purchases come in as bills, on
 * the account that pays them). The last one ticked cannot be unticked: a forecast of nothing says nothing.
 */
export function ForecastAccounts({
  chosen,
  onChange,
}: {
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const accounts = (useAccounts().data ?? []).filter((a) => a.type !== 'credit_card');
  if (accounts.length === 0) return null;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Contas</legend>
      {accounts.map((a) => {
        const on = chosen.includes(a.id);
        return (
          <Checkbox
            key={a.id}
            checked={on}
            disabled={on && chosen.length === 1}
            onChange={(e) => toggle(a.id, e.target.checked)}
          >
            {a.name}
          </Checkbox>
        );
      })}
    </fieldset>
  );
}
