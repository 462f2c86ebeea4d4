import { idSchema, nameSchema, z } from './shared';

/** The limits of a row's tags; the web's tag input uses the same numbers. */
export const TAG_NAME_MAX_LENGTH = 40;
export const MAX_TAGS = 20;

/** The tags a transaction or a transfer is given by name (new ones created in the book). */
export const tagNamesSchema = z
  .array(
    z
      .string()
      .trim()
      .max(TAG_NAME_MAX_LENGTH, { error: `Uma tag deve ter no máximo ${TAG_NAME_MAX_LENGTH} caracteres` }),
    { error: 'Tags inválidas' },
  )
  .max(MAX_TAGS, { error: `Use no máximo ${MAX_TAGS} tags` })
  .optional();

export const tagCreateBody = z.object({ name: nameSchema });
export type TagCreateBody = z.input<typeof tagCreateBody>;

/** Renaming: the create's name rule. */
export const tagUpdateBody = tagCreateBody.extend({ id: idSchema });
export type TagUpdateBody = z.input<typeof tagUpdateBody>;

export interface Tag {
  id: number;
  name: string;
}
