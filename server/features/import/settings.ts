import type { z } from 'zod';
import { type ImportSettings, importSettingsSchema } from '../../../common/contract/import';

export const SETTINGS_NOT_JSON = 'Configurações da importação inválidas: envie um objeto JSON';

/** The `settings` text of the form, read and checked; a problem answers its Portuguese message. */
export function parseImportSettings(
  text: string | undefined,
): { ok: true; settings: ImportSettings } | { ok: false; message: string } {
  return parseSettingsText(importSettingsSchema, text);
}

/**
 * A multipart form's `settings` field (JSON text) checked against its schema: a statement's import, another app's
 * history. Absent or blank: `{}`, the schema's defaults.
 */
export function parseSettingsText<S extends z.ZodType>(
  schema: S,
  text: string | undefined,
): { ok: true; settings: z.output<S> } | { ok: false; message: string } {
  let value: unknown = {};
  if (text !== undefined && text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      return { ok: false, message: SETTINGS_NOT_JSON };
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: SETTINGS_NOT_JSON };
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
    return { ok: false, message: `${issue?.message ?? 'Configurações da importação inválidas'}${where}` };
  }
  return { ok: true, settings: parsed.data };
}
