import { nameSchema, z } from './shared';

export const payeeCreateBody = z.object({ name: nameSchema });
export type PayeeCreateBody = z.input<typeof payeeCreateBody>;

export interface Payee {
  id: number;
  name: string;
}
