import { useState } from 'react';
import { errorMessage } from './api-client';

/**
 * A button's action that may fail: `attempt` runs it and answers whether it succeeded, keeping the failure's
 * message for a FormError beside the button (the server's words when it sent some, else `fallback`).
 */
export function useActionError(fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const attempt = async (work: () => Promise<unknown>): Promise<boolean> => {
    setError(null);
    try {
      await work();
      return true;
    } catch (e) {
      setError(errorMessage(e, fallback));
      return false;
    }
  };
  return { error, attempt };
}
