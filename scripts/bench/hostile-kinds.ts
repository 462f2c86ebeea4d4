/**
 * Issue 75's hostile files, what is sent: the kinds in the issue's order, how many people send how many of each,
 * and the "Done when" limits they are judged by (hostile-upload-timing.ts measures them).
 */

/** Issue 75's "Done when": another person's list and sign-in, and the server's memory, under any hostile file. */
export const HOSTILE_P95_LIMIT_MS = 500;
export const HOSTILE_RSS_LIMIT_MB = 1024;

export const HOSTILE = {
  /** Two hostile people, each sending `each` files of a kind at once, as the red team's findings did. */
  people: 2,
  each: 2,
  /** Deductible payees of each hostile person in last year's Imposto de Renda (issue 75 item 2). */
  payees: 20_000,
  password: 'bench-hostil-senha-123',
  /** The restore's body (item 3): its last byte is never sent. */
  restoreBytes: 400 * 1024 * 1024,
  /** How fast each restore's body is sent: slowly, as a person on a slow line would. */
  restoreMbPerSecond: 40,
  /** How long the restores are held open once every byte but the last is sent. */
  restoreHoldSeconds: { quick: 5, full: 10 },
  /** A kind still running after this long is cut (its requests aborted) and its figures taken as they are. */
  capSeconds: { quick: 45, full: 90 },
  /** The bystander's reads alone, before each kind: this many of each. */
  aloneSamples: { quick: 10, full: 20 },
} as const;

export type HostileKey =
  | 'png-comprovante'
  | 'png-receipt'
  | 'restore'
  | 'pdf-receipt'
  | 'heic-comprovante'
  | 'ir-pdf';

/** The kinds in the order (items 1, 3, 4, 5, then 2, whose fix went in first). */
export const HOSTILE_KINDS: Array<{ key: HostileKey; label: string; item: number }> = [
  { key: 'png-comprovante', label: 'a bomb PNG (16-bit RGBA, 14000×14000) as a comprovante', item: 1 },
  { key: 'png-receipt', label: 'the same PNG read as a receipt', item: 1 },
  { key: 'restore', label: 'a 400 MB restore, its last byte withheld', item: 3 },
  { key: 'pdf-receipt', label: 'a receipt PDF of tens of millions of drawing operators', item: 4 },
  { key: 'heic-comprovante', label: 'a small HEIC of one tile repeated (~76 MP) as a comprovante', item: 5 },
  { key: 'ir-pdf', label: 'the Imposto de Renda PDF of 20,000 deductible payees', item: 2 },
];
