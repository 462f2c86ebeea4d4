import type { z } from 'zod';
import type { importSettingsSchema, LineMatchChoice } from '../../../common/contract/import';
import {
  type ColumnMapping,
  type CsvSettings,
  DEFAULT_CSV_SETTINGS,
  findPreset,
  MAPPING_INCOMPLETE_MESSAGE,
  type MappedField,
  mappingComplete,
  type PresetId,
} from '../../../common/csv';
import type { StatementSummary } from './statement-summary';

/** The wizard starts by guessing: delimiter by count, columns by header, a bank preset when one matches. */
export const INITIAL_SETTINGS: CsvSettings = { ...DEFAULT_CSV_SETTINGS, preset: 'auto' };

export type PresetChoice = 'auto' | 'none' | PresetId;
export type SettingKey = 'delimiter' | 'dateFormat' | 'amountFormat' | 'defaultType' | 'invertSign';

/** The columns a person may choose, in the order shown, with their labels. */
export const MAPPING_FIELDS: ReadonlyArray<{ field: MappedField; label: string }> = [
  { field: 'date', label: 'Data' },
  { field: 'description', label: 'Descrição' },
  { field: 'history', label: 'Histórico' },
  { field: 'amount', label: 'Valor' },
  { field: 'debit', label: 'Débito' },
  { field: 'credit', label: 'Crédito' },
  { field: 'type', label: 'Tipo' },
  { field: 'account', label: 'Conta' },
  { field: 'category', label: 'Categoria' },
  { field: 'payee', label: 'Favorecido' },
  { field: 'status', label: 'Status' },
  { field: 'id', label: 'Identificador' },
];

/**
 * The settings as they are applied: a preset (detected or chosen) brings its own delimiter, formats and
 * sign rule, which the selects then show.
 */
export function effectiveSettings(settings: CsvSettings, summary: StatementSummary | null): CsvSettings {
  const preset = summary?.preset ? findPreset(summary.preset) : undefined;
  return preset ? { ...settings, ...preset.settings } : settings;
}

/**
 * A change made by hand while a preset applies leaves the preset: its values and columns are kept as the
 * starting point ('none' with an explicit mapping), and the change goes on top.
 */
function leavePreset(settings: CsvSettings, summary: StatementSummary | null): CsvSettings {
  const preset = summary?.preset ? findPreset(summary.preset) : undefined;
  if (!preset) return settings;
  return { ...settings, ...preset.settings, preset: 'none', mapping: { ...summary?.mapping } };
}

export function changeSetting<K extends SettingKey>(
  settings: CsvSettings,
  summary: StatementSummary | null,
  key: K,
  value: CsvSettings[K],
): CsvSettings {
  return { ...leavePreset(settings, summary), [key]: value };
}

/**
 * Choosing a column makes the mapping explicit, starting from the columns the reader used. Choosing a debit or
 * credit column lets go of the amount column, and choosing an amount lets go of both.
 */
export function changeMapping(
  settings: CsvSettings,
  summary: StatementSummary | null,
  field: MappedField,
  column: string,
): CsvSettings {
  const base = leavePreset(settings, summary);
  const mapping: ColumnMapping = { ...(base.mapping ?? summary?.mapping ?? {}) };
  if (column) mapping[field] = column;
  else delete mapping[field];
  // The money of a line is a signed amount or a debit/credit pair, never both (the reader would take the amount).
  if (column && field === 'amount') {
    delete mapping.debit;
    delete mapping.credit;
  }
  if (column && (field === 'debit' || field === 'credit')) delete mapping.amount;
  return { ...base, mapping };
}

/** The message under the columns when the person's mapping lacks the date or the money; null when complete. */
export function mappingProblem(settings: CsvSettings): string | null {
  const mapping = settings.mapping;
  if (!mapping || !Object.values(mapping).some((name) => (name ?? '').trim() !== '')) return null;
  return mappingComplete(mapping) ? null : MAPPING_INCOMPLETE_MESSAGE;
}

export function choosePreset(settings: CsvSettings, choice: PresetChoice): CsvSettings {
  const { mapping: _mapping, ...rest } = settings;
  if (choice === 'auto' || choice === 'none') return { ...rest, preset: choice };
  const preset = findPreset(choice);
  return preset ? { ...rest, ...preset.settings, preset: choice } : { ...rest, preset: 'auto' };
}

/**
 * The `settings` field of the upload: the contract's input (server/features/import/settings.ts reads it with the
 * same schema), the reading settings the preview used plus the person's choices.
 */
export type UploadSettings = z.input<typeof importSettingsSchema>;

/** What the person chose beside the reading settings. */
export interface ImportChoices {
  defaultAccountId: number;
  /** The column of transfers' destinations, or ''. */
  destination: string;
  createInstallments?: boolean;
  suggestCategories?: boolean;
  lineCategories?: Record<string, number | null>;
  /** What the person chose for some lines' matches ('new', 'skip' or a recorded row's id), by line. */
  lineMatches?: Record<string, LineMatchChoice>;
  /** Rows matched with a line take the bank's date. */
  bankDates?: boolean;
}

/** What the preview used, plus the default account, the column of transfers' destinations and the choices. */
export function uploadSettings(settings: CsvSettings, choices: ImportChoices): UploadSettings {
  const { defaultAccountId, destination } = choices;
  const mapping = destination ? { ...(settings.mapping ?? {}), destination } : settings.mapping;
  const upload: UploadSettings = mapping
    ? { ...settings, mapping, defaultAccountId }
    : { ...settings, defaultAccountId };
  if (choices.createInstallments) upload.createInstallments = true;
  if (choices.suggestCategories === false) upload.suggestCategories = false;
  if (choices.lineCategories && Object.keys(choices.lineCategories).length > 0)
    upload.lineCategories = choices.lineCategories;
  if (choices.lineMatches && Object.keys(choices.lineMatches).length > 0)
    upload.lineMatches = choices.lineMatches;
  if (choices.bankDates) upload.bankDates = true;
  return upload;
}
