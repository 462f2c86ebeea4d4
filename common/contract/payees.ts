import { idSchema, nameSchema, z } from './shared';

export const payeeCreateBody = z.object({ name: nameSchema });
export type PayeeCreateBody = z.input<typeof payeeCreateBody>;

/** Renaming: the create's name rule. */
export const payeeUpdateBody = payeeCreateBody.extend({ id: idSchema });
export type PayeeUpdateBody = z.input<typeof payeeUpdateBody>;

export interface Payee {
  id: number;
  name: string;
}
