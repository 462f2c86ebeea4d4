import { z } from 'zod';
import {
  MAX_TOKEN_ADDRESSES,
  TOKEN_EXPIRY_DAYS,
  TOKEN_MESSAGES,
  type TokenCreateBody,
  type TokenScope,
  tokenCreateBody,
} from '../../../common/contract/api-tokens';

/** The validities offered, as the form's radio values ('none': until revoked). */
export const EXPIRY_CHOICES = [
  { value: '30', label: '30 dias' },
  { value: '90', label: '90 dias' },
  { value: '365', label: '1 ano' },
  { value: 'none', label: 'Sem validade' },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

export interface TokenFormValues {
  name: string;
  scope: TokenScope;
  /** The ticked books' ids, as the checkboxes' values. */
  bookIds: string[];
  expiry: ExpiryChoice;
  /** One IP or range a line; blank: any address. */
  addresses: string;
}

/** A new token reads, for 90 days, the book the person is in. */
export function newTokenValues(currentBookId: number | undefined): TokenFormValues {
  return {
    name: '',
    scope: 'leitura',
    bookIds: currentBookId === undefined ? [] : [String(currentBookId)],
    expiry: '90',
    addresses: '',
  };
}

/** The address lines, blank ones left out. */
export const addressLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The contract's words for what the form can check; each address is checked by the server (node:net). */
export const tokenFormSchema = z.object({
  name: tokenCreateBody.shape.name,
  scope: tokenCreateBody.shape.scope,
  bookIds: z.array(z.string()).min(1, { error: TOKEN_MESSAGES.booksMissing }),
  expiry: z.enum(['30', '90', '365', 'none'], { error: TOKEN_MESSAGES.expiry }),
  addresses: z.string().refine((text) => addressLines(text).length <= MAX_TOKEN_ADDRESSES, {
    error: TOKEN_MESSAGES.tooManyAddresses,
  }),
});

export function toTokenBody(values: TokenFormValues): TokenCreateBody {
  const days = Number(values.expiry);
  return {
    name: values.name.trim(),
    scope: values.scope,
    bookIds: values.bookIds.map(Number),
    expiresInDays: (TOKEN_EXPIRY_DAYS as readonly number[]).includes(days)
      ? (days as TokenCreateBody['expiresInDays'])
      : null,
    allowedAddresses: addressLines(values.addresses),
  };
}
