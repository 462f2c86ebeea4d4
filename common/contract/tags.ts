import { nameSchema, z } from './shared';

export const tagCreateBody = z.object({ name: nameSchema });
export type TagCreateBody = z.input<typeof tagCreateBody>;

export interface Tag {
  id: number;
  name: string;
}
