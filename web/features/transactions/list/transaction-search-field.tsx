import { Search } from 'lucide-react';
import { Field, inputClass } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';

/** 'Buscar' in the description or the payee. */
export function TransactionSearchField({
  desktop,
  className,
  value,
  onChange,
}: {
  desktop: boolean;
  className: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    // On a phone the field's icon and placeholder say what it is; its name is read, not shown (a line saved).
    <Field label={desktop ? 'Buscar' : <span className="sr-only">Buscar</span>} className={className}>
      {(id) => (
        <div className="relative">
          <Search
            size={16}
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
          />
          <input
            id={id}
            type="search"
            // The phone's field is narrow beside "Filtros" (at 390 px "Descrição ou favorecido" was cut): one word.
            placeholder={desktop ? 'Descrição ou favorecido' : 'Buscar'}
            maxLength={100}
            className={cn(inputClass, 'pl-9')}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      )}
    </Field>
  );
}
