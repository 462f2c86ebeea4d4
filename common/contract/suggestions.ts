import { z } from './shared';

export const SUGGESTION_TEXT_TOO_LONG_MESSAGE = 'Texto muito longo';

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, { error: SUGGESTION_TEXT_TOO_LONG_MESSAGE }).optional(),
  );

/** GET /suggestions: what the person's history says about a transaction being typed or imported. */
export const suggestionsQuery = z.object({
  description: optionalText(200),
  payee: optionalText(80),
  /** Only categories of this type are suggested (an income never gets an expense category). */
  type: z.enum(['RECEITA', 'DESPESA'], { error: 'Tipo inválido: use RECEITA ou DESPESA' }).optional(),
});
/** The query as a screen sends it (the schema's input reads anything, to answer bad input in Portuguese). */
export type SuggestionsQuery = {
  description?: string;
  payee?: string;
  type?: 'RECEITA' | 'DESPESA';
};

export interface SuggestedName {
  id: number;
  name: string;
  /** How many of the transactions the suggestion is based on had it. */
  count: number;
}

export interface Suggestions {
  /**
   * What the suggestion is based on: the payee's transactions, similar descriptions, the well-known merchant the
   * description names (the "sugestão padrão", only when the person's history says nothing), or nothing found.
   */
  basis: 'payee' | 'description' | 'merchant' | null;
  /** The merchant's name ('Uber') when basis is 'merchant'. */
  merchant?: string;
  /** How many earlier transactions matched. */
  matches: number;
  category: SuggestedName | null;
  payee: SuggestedName | null;
  tags: SuggestedName[];
}
