import { useEffect, useState } from 'react';

/** How long typing pauses before what was typed is asked of the server (suggestions, a redemption's preview). */
export const TYPING_PAUSE_MS = 350;

/** `value` once it has stayed the same (as `key` tells) for a pause in typing; until then, the one before. */
export function useSettled<T>(value: T, key: string): T {
  const [settled, setSettled] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the value changed
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}
