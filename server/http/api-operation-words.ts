// The shapes of an operation's words in the API reference (api-operations.ts) and the helpers that write them.

/** What a successful answer carries besides the default `{ data }` envelope in JSON. */
export type AnswerKind =
  | { kind: 'data'; statuses: Array<200 | 201 | 202> }
  | { kind: 'file'; types: string[] }
  | { kind: 'document' };

export interface OperationWords {
  operationId: string;
  summary: string;
  answer: AnswerKind;
}

export const ok = (operationId: string, summary: string): OperationWords => ({
  operationId,
  summary,
  answer: { kind: 'data', statuses: [200] },
});
export const created = (operationId: string, summary: string): OperationWords => ({
  operationId,
  summary,
  answer: { kind: 'data', statuses: [201] },
});
export const accepted = (operationId: string, summary: string): OperationWords => ({
  operationId,
  summary,
  answer: { kind: 'data', statuses: [202] },
});
/** A write that answers 201 when it created the row and 200 when it changed the one there. */
export const upserted = (operationId: string, summary: string): OperationWords => ({
  operationId,
  summary,
  answer: { kind: 'data', statuses: [201, 200] },
});
export const file = (operationId: string, summary: string, ...types: string[]): OperationWords => ({
  operationId,
  summary,
  answer: { kind: 'file', types },
});
