import { normalizeWord } from './normalize';
import type { ColumnMapping, CsvSettings, PresetId } from './types';

export type PresetSettings = Omit<CsvSettings, 'mapping' | 'preset'>;

export interface StatementPreset {
  id: PresetId;
  /** Shown in the wizard's dropdown. */
  label: string;
  settings: PresetSettings;
  mapping: ColumnMapping;
  /** The header the bank writes; a file is recognised when it has all of these and nothing else but `optional`. */
  headers: readonly string[];
  optional?: readonly string[];
}

export const PRESETS: readonly StatementPreset[] = [
  {
    id: 'nubank-conta',
    label: 'Nubank — conta',
    settings: { delimiter: ',', dateFormat: 'DD/MM/YYYY', amountFormat: 'dot', defaultType: 'sign' },
    mapping: { date: 'Data', amount: 'Valor', id: 'Identificador', description: 'Descrição' },
    headers: ['Data', 'Valor', 'Identificador', 'Descrição'],
  },
  {
    // The card bill lists purchases as positive amounts and payments or refunds as negative ones.
    id: 'nubank-cartao',
    label: 'Nubank — cartão de crédito',
    settings: {
      delimiter: ',',
      dateFormat: 'YYYY-MM-DD',
      amountFormat: 'dot',
      defaultType: 'sign',
      invertSign: true,
    },
    mapping: { date: 'date', description: 'title', amount: 'amount', category: 'category' },
    headers: ['date', 'title', 'amount'],
    // Older card exports carry Nubank's own category name.
    optional: ['category'],
  },
  {
    // 'Histórico' says what happened ('Pix enviado'), 'Descrição' with whom: the row reads
    // 'Pix enviado - Maria Souza'.
    id: 'inter-conta',
    label: 'Banco Inter — conta',
    settings: { delimiter: ';', dateFormat: 'DD/MM/YYYY', amountFormat: 'comma', defaultType: 'sign' },
    mapping: {
      date: 'Data Lançamento',
      history: 'Histórico',
      description: 'Descrição',
      amount: 'Valor',
      balance: 'Saldo',
    },
    headers: ['Data Lançamento', 'Histórico', 'Descrição', 'Valor', 'Saldo'],
  },
];

export function findPreset(id: string): StatementPreset | undefined {
  return PRESETS.find((p) => p.id === id);
}

/** The preset whose header the file has, if any. */
export function detectPreset(headers: readonly string[]): StatementPreset | undefined {
  const names = new Set(headers.map(normalizeWord).filter((name) => name !== ''));
  return PRESETS.find((preset) => {
    const required = preset.headers.map(normalizeWord);
    const allowed = new Set([...required, ...(preset.optional ?? []).map(normalizeWord)]);
    return required.every((name) => names.has(name)) && [...names].every((name) => allowed.has(name));
  });
}
