import { SelectField } from '../../components/ui/field';
import { type StatusFilter, statusFilterOptions } from './recurring-filters';

/** 'Status': Todos, Pendente, Atrasado, Pago — used by both pages. */
export function StatusFilterSelect({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}) {
  return (
    <SelectField label="Status" value={value} onChange={(e) => onChange(e.target.value as StatusFilter)}>
      {statusFilterOptions.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}
