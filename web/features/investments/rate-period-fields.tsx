import { Checkbox } from '../../components/ui/checkbox';
import { SelectField } from '../../components/ui/field';
import type { rateMonthOptions } from './index-rate-text';

/** 'De' and 'Até' (months of the series' values) and 'Só os seus valores': what narrows the values listed. */
export function RatePeriodFields({
  months,
  from,
  to,
  ownOnly,
  onFrom,
  onTo,
  onOwnOnly,
}: {
  months: ReturnType<typeof rateMonthOptions>;
  from: string;
  to: string;
  ownOnly: boolean;
  onFrom: (month: string) => void;
  onTo: (month: string) => void;
  onOwnOnly: (own: boolean) => void;
}) {
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      <SelectField label="De" value={from} onChange={(e) => onFrom(e.target.value)}>
        <option value="">O primeiro mês</option>
        {months
          .filter((m) => to === '' || m.month <= to)
          .map((m) => (
            <option key={m.month} value={m.month}>
              {m.label}
            </option>
          ))}
      </SelectField>
      <SelectField label="Até" value={to} onChange={(e) => onTo(e.target.value)}>
        <option value="">O último mês</option>
        {months
          .filter((m) => from === '' || m.month >= from)
          .map((m) => (
            <option key={m.month} value={m.month}>
              {m.label}
            </option>
          ))}
      </SelectField>
      <Checkbox
        labelClassName="sm:col-span-2"
        checked={ownOnly}
        onChange={(e) => onOwnOnly(e.target.checked)}
      >
        Só os seus valores
      </Checkbox>
    </div>
  );
}
