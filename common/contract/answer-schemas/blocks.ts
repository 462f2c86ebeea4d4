/**
 * The pieces every answer schema is made of (answers.ts and the feature files beside this one).
 */
import { z } from '../shared';

/**
 * Checks, when the code compiles, that a schema's output is exactly `T` (each assignable to the other): a field added
 * to the interface and not here, or the other way round, fails `tsc -b`.
 */
export function answering<T>() {
  return <S extends z.ZodType>(
    schema: S & ([T] extends [z.output<S>] ? ([z.output<S>] extends [T] ? unknown : never) : never),
  ) => schema;
}

export const id = z.number().int().positive();
export const reais = z.number().describe('Em reais (R$ 1.234,56 é 1234.56)');
export const isoDate = z.string().describe('Data AAAA-MM-DD');
export const instant = z.string().describe('Instante ISO 8601');

/** A feature's described answers: by 'METHOD path' under /api/v1, the schema of `data` and a sentence of what it is. */
export type AnswerEntries = Record<string, [z.ZodType, string]>;
