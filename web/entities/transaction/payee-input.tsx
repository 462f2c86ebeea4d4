import { type KeyboardEvent, type Ref, useId, useMemo, useState } from 'react';
import type { Payee } from '../../../common/contract/payees';
import { inputClass } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { SuggestionList } from './suggestion-list';
import { suggestPayees } from './text-match';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  payees: readonly Payee[];
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
}

/**
 * Free text with up to 8 suggestions from the existing payees (ignoring case and accents). A name that does
 * not exist yet is created by the server when the transaction is saved.
 */
export function PayeeInput({ id, value, onChange, onBlur, payees, inputRef, invalid }: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => suggestPayees(payees, value), [payees, value]);
  const showing = open && suggestions.length > 0;

  const pick = (name: string) => {
    onChange(name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && showing && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]!.name);
    } else if (event.key === 'Escape' && showing) {
      // Closes the suggestions only: the dialog around stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showing}
        aria-controls={listId}
        aria-activedescendant={showing && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid}
        maxLength={80}
        className={cn(inputClass)}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      {showing ? (
        <SuggestionList
          id={listId}
          items={suggestions.map((p) => ({ key: p.id, label: p.name }))}
          active={active}
          onPick={(index) => pick(suggestions[index]!.name)}
        />
      ) : null}
    </div>
  );
}
