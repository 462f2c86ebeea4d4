import { type KeyboardEvent, useRef } from 'react';

/**
 * A tab list's keyboard, as the WAI-ARIA tabs pattern has it: ArrowRight and ArrowLeft choose the next or previous
 * tab (round the ends) and move the focus to it. Answers the refs to give each tab's button and the key handler.
 */
export function useTabListKeys<T>(tabs: readonly { value: T }[], onChange: (value: T) => void) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (tab) {
      onChange(tab.value);
      refs.current[next]?.focus();
    }
  };
  return { refs, onKeyDown };
}
