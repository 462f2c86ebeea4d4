import { z } from './shared';

export const FORECAST_DEFAULT_DAYS = 90;
export const FORECAST_MAX_DAYS = 365;
/** The choices the Previsão page offers; the API takes any number of days from 1 to FORECAST_MAX_DAYS. */
export const FORECAST_DAY_CHOICES = [30, 60, 90] as const;
/** More ids than a person has accounts is a mistake, not a forecast. */
export const FORECAST_MAX_ACCOUNTS = 100;

export const FORECAST_DAYS_MESSAGE = `Informe de 1 a ${FORECAST_MAX_DAYS} dias`;
export const FORECAST_ACCOUNTS_MESSAGE = 'Informe as contas pelos números, separados por vírgula';
export const FORECAST_TOO_MANY_ACCOUNTS_MESSAGE = `Escolha no máximo ${FORECAST_MAX_ACCOUNTS} contas`;
export const FORECAST_CARD_ACCOUNT_MESSAGE =
  'A previsão não inclui cartões de crédito: escolha a conta que paga a fatura';
export const FORECAST_TOO_LARGE_MESSAGE =
  'Os valores desta previsão passam do limite que o Grana calcula. Confira os gastos e receitas fixos em atraso.';

const daysError = { error: FORECAST_DAYS_MESSAGE };

/** GET /forecast?days=90&accounts=1,2: days from today, and the accounts (default: the everyday ones). */
export const forecastQuery = z.object({
  days: z.coerce
    .number(daysError)
    .int(daysError)
    .min(1, daysError)
    .max(FORECAST_MAX_DAYS, daysError)
    .optional()
    .default(FORECAST_DEFAULT_DAYS),
  accounts: z
    .string({ error: FORECAST_ACCOUNTS_MESSAGE })
    .regex(/^\d{1,15}(,\d{1,15})*$/, { error: FORECAST_ACCOUNTS_MESSAGE })
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id > 0 && id <= Number.MAX_SAFE_INTEGER), {
      error: FORECAST_ACCOUNTS_MESSAGE,
    })
    .refine((ids) => ids.length <= FORECAST_MAX_ACCOUNTS, { error: FORECAST_TOO_MANY_ACCOUNTS_MESSAGE })
    .optional(),
});
export type ForecastQuery = z.input<typeof forecastQuery>;

/**
 * fixo: a fixed income or expense; fatura: a card bill; agendada: a transaction registered with a later date;
 * parcela: a debt's instalment, on the debt's payment account.
 */
export type ForecastItemKind = 'fixo' | 'fatura' | 'agendada' | 'parcela';

export const FORECAST_KIND_LABELS: Record<ForecastItemKind, string> = {
  fixo: 'Fixo',
  fatura: 'Fatura',
  agendada: 'Agendada',
  parcela: 'Parcela',
};

export interface ForecastDay {
  date: string;
  /** The chosen accounts' balance at the end of the day, in reais. */
  balance: number;
}

export interface ForecastItem {
  /** When it moves the balance: its own date, or today when it is overdue. */
  date: string;
  kind: ForecastItemKind;
  description: string;
  /** Signed: + comes in, - goes out. */
  amount: number;
  account_id: number;
}

export interface Forecast {
  /** Today in the person's time zone. */
  from: string;
  /** Today + days. */
  to: string;
  accounts: number[];
  /** The accounts' balances today (opening balance and rows dated up to today), before the items. */
  start_balance: number;
  end_balance: number;
  /** The balance on the last day of this month (computed even when the window ends before it). */
  month_end: ForecastDay;
  /** The first day whose balance is below zero, within the window. */
  first_negative: ForecastDay | null;
  days: ForecastDay[];
  items: ForecastItem[];
}
