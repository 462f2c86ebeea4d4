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
  /** The description starts with the moment of the operation ('04/11 10:29 '), which the row's date already says. */
  dropLeadingMoment?: boolean;
}

/** Brazilian card bills: day-first dates, purchases positive (expenses), payments and refunds negative. */
const CARD_BILL: PresetSettings = {
  delimiter: 'auto',
  dateFormat: 'DD/MM/YYYY',
  amountFormat: 'auto',
  defaultType: 'sign',
  invertSign: true,
};

export const PRESETS: readonly StatementPreset[] = [
  {
    id: 'nubank-conta',
    label: 'Nubank — conta',
    settings: { delimiter: ',', dateFormat: 'DD/MM/YYYY', amountFormat: 'dot', defaultType: 'sign' },
    mapping: { date: 'Data', amount: 'Valor', id: 'Identificador', description: 'Descrição' },
    headers: ['Data', 'Valor', 'Identificador', 'Descrição'],
  },
  {
    // The card bill lists purchases as positive amounts and payments or refunds as negative ones. The older
    // export writes dot decimals (187.45, -1500.00); the current one quoted comma decimals with the minus apart
    // ("21,96", "- 3.887,13"): the file's amounts decide which (inferAmountFormat).
    id: 'nubank-cartao',
    label: 'Nubank — cartão de crédito',
    settings: {
      delimiter: ',',
      dateFormat: 'YYYY-MM-DD',
      amountFormat: 'auto',
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
  {
    // C6's card bill: purchases positive, the bill's payment negative; 'Parcela' is 'Única' or '3/10'. The
    // amount read is the one in reais (a purchase abroad also carries its dollars and the rate).
    id: 'c6-cartao',
    label: 'C6 Bank — cartão de crédito',
    settings: CARD_BILL,
    mapping: {
      date: 'Data de Compra',
      description: 'Descrição',
      category: 'Categoria',
      installment: 'Parcela',
      amount: 'Valor (em R$)',
    },
    headers: [
      'Data de Compra',
      'Nome no Cartão',
      'Final do Cartão',
      'Categoria',
      'Descrição',
      'Parcela',
      'Valor (em US$)',
      'Cotação (em R$)',
      'Valor (em R$)',
    ],
  },
  {
    // XP's card bill: 'Portador' is the card holder (not a payee); 'Parcela' is '-' or '3 de 10'.
    id: 'xp-cartao',
    label: 'XP — cartão de crédito',
    settings: CARD_BILL,
    mapping: { date: 'Data', description: 'Estabelecimento', amount: 'Valor', installment: 'Parcela' },
    headers: ['Data', 'Estabelecimento', 'Portador', 'Valor', 'Parcela'],
  },
  {
    // Inter's card bill: values as 'R$ 29,90'; 'Tipo' says 'Compra à vista' or 'Parcela 3/10' (it is not an
    // income or expense word, so it is read as the installment column, never as the type).
    id: 'inter-cartao',
    label: 'Banco Inter — cartão de crédito',
    settings: CARD_BILL,
    mapping: {
      date: 'Data',
      description: 'Lançamento',
      category: 'Categoria',
      installment: 'Tipo',
      amount: 'Valor',
    },
    headers: ['Data', 'Lançamento', 'Categoria', 'Tipo', 'Valor'],
  },
  {
    // Banco do Brasil's account statement: 'Lançamento' says what happened ('Pix - Enviado', 'Compra com Cartão'),
    // 'Detalhes' with whom, after the moment ('04/11 10:29 Fulano'), which is dropped (the row has its date);
    // 'Tipo Lançamento' is 'Entrada' or 'Saída'. Its balance lines ('Saldo Anterior', 'Saldo do dia', 'S A L D O')
    // are read by balance-lines.ts. The document number is not the line's id: banks repeat it.
    id: 'bb-conta',
    label: 'Banco do Brasil — conta',
    settings: { delimiter: ',', dateFormat: 'DD/MM/YYYY', amountFormat: 'auto', defaultType: 'sign' },
    dropLeadingMoment: true,
    mapping: {
      date: 'Data',
      history: 'Lançamento',
      description: 'Detalhes',
      amount: 'Valor',
      type: 'Tipo Lançamento',
    },
    headers: ['Data', 'Lançamento', 'Detalhes', 'N° documento', 'Valor', 'Tipo Lançamento'],
  },
  {
    // Itaú's account statement: the amount in 'valor (R$)', the balances (and only they) in 'saldos (R$)' on
    // their own lines ('SALDO ANTERIOR', 'SALDO TOTAL DISPONÍVEL DIA': balance-lines.ts).
    id: 'itau-conta',
    label: 'Itaú — conta',
    settings: { delimiter: ';', dateFormat: 'DD/MM/YYYY', amountFormat: 'comma', defaultType: 'sign' },
    mapping: { date: 'data', description: 'lançamento', amount: 'valor (R$)', balance: 'saldos (R$)' },
    headers: ['data', 'lançamento', 'valor (R$)', 'saldos (R$)'],
    optional: ['ag./origem'],
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
