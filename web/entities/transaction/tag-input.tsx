import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import type { Tag } from '../../../common/contract/tags';
import { MAX_TAGS, TAG_NAME_MAX_LENGTH } from '../../../common/contract/transactions';
import { cn } from '../../lib/cn';
import { SuggestionList } from './suggestion-list';
import { addTagName, suggestTags } from './text-match';

interface Props {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  tags: readonly Tag[];
}

/**
 * Chips of tag names. Enter (or a comma, or leaving the field) adds what was typed, matched
 * case-insensitively against the existing tags and never twice; Backspace in the empty field removes the last chip; Escape closes the
 * suggestions without closing the dialog around.
 */
export function TagInput({ id, value, onChange, tags }: Props) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => suggestTags(tags, text, value), [tags, text, value]);
  const showing = open && suggestions.length > 0;
  const full = value.length >= MAX_TAGS;

  const add = (name: string) => {
    onChange(addTagName(value, name, tags));
    setText('');
    setActive(-1);
  };
  const remove = (name: string) => onChange(value.filter((v) => v !== name));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds a tag here; it never submits the form.
      event.preventDefault();
      if (showing && active >= 0) add(suggestions[active]!.name);
      else if (text.trim()) add(text);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Escape' && showing) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      remove(value[value.length - 1]!);
    }
  };

  return (
    <div className="relative">
      <div
        className={cn(
          'flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 dark:border-slate-600 dark:bg-slate-900',
        )}
      >
        {value.map((name) => (
          <span
            key={name}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-800 dark:bg-brand-800/40 dark:text-brand-100"
          >
            {name}
            <button
              type="button"
              aria-label={`Remover tag ${name}`}
              className="rounded-full p-0.5 hover:bg-brand-100 dark:hover:bg-brand-800"
              onClick={() => remove(name)}
            >
              <X size={12} aria-hidden />
            </button>
          </span>
        ))}
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showing}
          aria-controls={listId}
          aria-activedescendant={showing && active >= 0 ? `${listId}-${active}` : undefined}
          maxLength={TAG_NAME_MAX_LENGTH}
          disabled={full}
          placeholder={value.length === 0 ? 'Digite e tecle Enter' : ''}
          className="h-7 min-w-24 flex-1 bg-transparent px-1 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none dark:text-slate-100"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            // A name typed and left without Enter is kept rather than lost on save.
            if (text.trim()) add(text);
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {showing ? (
        <SuggestionList
          id={listId}
          items={suggestions.map((t) => ({ key: t.id, label: t.name }))}
          active={active}
          onPick={(index) => add(suggestions[index]!.name)}
        />
      ) : null}
    </div>
  );
}
