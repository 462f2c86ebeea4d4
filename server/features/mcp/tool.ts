// The shape of one MCP tool of Grana's, and the few words and figures every tool answers with.
import { z } from '../../../common/contract/shared';
import { formatReais, reaisToCents } from '../../../common/money';
import { foldForSearch } from '../../../common/search';
import type { ApiCaller } from './api-caller';

/** What a tool answers: the text a person reads and the same figures for a program. */
export interface ToolAnswer {
  text: string;
  structured: Record<string, unknown>;
}

export interface GranaTool<Shape extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  /** Portuguese first, then English: the assistant reads it to choose the tool. */
  description: string;
  input: Shape;
  /** Writes the book's rows: listed only when the request may write (the API refuses it otherwise anyway). */
  writes: boolean;
  run(api: ApiCaller, args: z.output<z.ZodObject<Shape>>): Promise<ToolAnswer>;
}

/** Keeps each tool's arguments typed while the list of tools holds them all. */
export function defineTool<Shape extends z.ZodRawShape>(tool: GranaTool<Shape>): GranaTool {
  return tool as unknown as GranaTool;
}

/** Money as a program reads it: reais as the API speaks them, integer cents, and the text a person reads. */
export function money(reais: number): { reais: number; cents: number; text: string } {
  return { reais, cents: reaisToCents(reais), text: formatReais(reais) };
}

/** The same name whatever its case or accents ('Alimentação' is 'alimentacao'). */
export const sameName = (a: string, b: string) => foldForSearch(a.trim()) === foldForSearch(b.trim());

/** The bounded list of lines a text shows, with how many were left out. */
export function linesOf<T>(items: readonly T[], max: number, line: (item: T) => string): string {
  const shown = items.slice(0, max).map(line);
  if (items.length > max) shown.push(`… e mais ${items.length - max}.`);
  return shown.join('\n');
}

// Argument schemas shared by the tools, with their Portuguese messages (what an assistant reads when it errs).
export const MONTH_MESSAGE = 'Informe o mês como AAAA-MM (2026-11)';
export const DATE_MESSAGE = 'Informe a data como AAAA-MM-DD (2026-11-28)';
export const ID_MESSAGE = 'Informe o número (id) de um item do Grana';

export const monthArg = z
  .string({ error: MONTH_MESSAGE })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: MONTH_MESSAGE })
  .describe('Mês AAAA-MM / month YYYY-MM');
export const dateArg = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: DATE_MESSAGE });
export const idArg = z
  .number({ error: ID_MESSAGE })
  .int({ error: ID_MESSAGE })
  .positive({ error: ID_MESSAGE })
  .max(Number.MAX_SAFE_INTEGER, { error: ID_MESSAGE });
export const nameArg = z
  .string({ error: 'Informe um nome' })
  .trim()
  .min(1, { error: 'Informe um nome' })
  .max(100, { error: 'Nome longo demais' });

/** A whole number from min to max, with its message. */
export function countArg(min: number, max: number, what: string) {
  const message = `${what}: um número inteiro de ${min} a ${max}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}
