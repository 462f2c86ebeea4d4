import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';

/**
 * A refusal of the server shown where it belongs: at the field its `reason` names when the form has that field (a
 * service names it, e.g. badRequest(message, 'date')), else as the form's own error, which this answers (null when
 * a field took it).
 */
export function placeRefusal<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  const field = error instanceof ApiError ? fields.find((f) => f === error.reason) : undefined;
  if (field === undefined) return errorMessage(error, fallback);
  setError(field, { message: (error as ApiError).message }, { shouldFocus: true });
  return null;
}
