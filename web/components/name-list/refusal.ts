import { ApiError } from '../../lib/api-client';

/**
 * A refusal the person can act on (a duplicate name, a name too short) is worth more than the generic text;
 * a server failure or a dropped connection gets the screen's own message.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
