/**
 * How the import names one of a statement's transactions to a person: by its place among the file's transactions
 * (1-based, in the file's order), 'Lançamento 39' of 40 — the preview's numbering and the import's messages alike.
 * The file's text line ('Linha 12') is left to what is about the text itself (a CSV line that cannot be read).
 */
export const transactionLabel = (position: number): string => `Lançamento ${position}`;
