import { idSchema, nameSchema, z } from './shared';

export const tagCreateBody = z.object({ name: nameSchema });
export type TagCreateBody = z.input<typeof tagCreateBody>;

/** Renaming: the create's name rule. */
export const tagUpdateBody = tagCreateBody.extend({ id: idSchema });
export type TagUpdateBody = z.input<typeof tagUpdateBody>;

export interface Tag {
  id: number;
  name: string;
}
