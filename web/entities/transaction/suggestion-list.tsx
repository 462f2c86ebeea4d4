import { cn } from '../../lib/cn';

interface Props {
  id: string;
  items: { key: string | number; label: string }[];
  active: number;
  onPick: (index: number) => void;
}

/** The list under a combobox. A press picks without taking the focus from the field. */
export function SuggestionList({ id, items, active, onPick }: Props) {
  return (
    <div
      id={id}
      role="listbox"
      className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
    >
      {items.map((item, index) => (
        <div
          key={item.key}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          className={cn(
            'cursor-pointer px-3 py-2 text-sm',
            index === active
              ? 'bg-brand-50 text-brand-800 dark:bg-brand-800/40 dark:text-brand-100'
              : 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-700',
          )}
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(index);
          }}
        >
          {item.label}
        </div>
      ))}
    </div>
  );
}
