import { z } from './shared';

/** The fields every Imposto de Renda request shares: the ano-calendário and a person of the declaration. */

export const TAX_FIELD_MESSAGES = {
  year: 'Informe o ano-calendário (ex.: 2025)',
  person: 'Escolha o titular ou um dependente (1 a 30)',
} as const;

/** An ano-calendário on the wire. */
export const taxYearSchema = z.coerce
  .number({ error: TAX_FIELD_MESSAGES.year })
  .int({ error: TAX_FIELD_MESSAGES.year })
  .min(2000, { error: TAX_FIELD_MESSAGES.year })
  .max(2100, { error: TAX_FIELD_MESSAGES.year });

/** A person of the declaration: 0 the titular, k the k-th dependent. */
export const taxPersonSchema = z.coerce
  .number({ error: TAX_FIELD_MESSAGES.person })
  .int({ error: TAX_FIELD_MESSAGES.person })
  .min(0, { error: TAX_FIELD_MESSAGES.person })
  .max(30, { error: TAX_FIELD_MESSAGES.person });
