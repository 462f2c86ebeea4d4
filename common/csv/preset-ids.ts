/**
 * The banks' statement layouts the readers know (presets.ts holds each one's columns and formats). The import's
 * settings (common/contract/import-settings.ts) accept exactly these, so the list sits apart from the readers.
 */
export const PRESET_IDS = [
  'nubank-conta',
  'nubank-cartao',
  'inter-conta',
  'c6-cartao',
  'xp-cartao',
  'inter-cartao',
  'bb-conta',
  'itau-conta',
] as const;

export type PresetId = (typeof PRESET_IDS)[number];
