import { normalizeWord } from './normalize';
import type { ImportRow } from './types';

/**
 * Pix, TED and DOC lines as banks write them: 'Transferência enviada pelo Pix - MARIA OLIVEIRA -
 * •••.987.654-•• - ITAÚ UNIBANCO ...' (Nubank), 'Pix enviado - Maria Souza' (Inter's Histórico and
 * Descrição). The operation, then parts apart by ' - ': the other person's name, their CPF or CNPJ (masked or
 * not), their bank and branch.
 */
const OPERATIONS: ReadonlyArray<[prefix: string, description: string]> = [
  ['transferência enviada pelo pix', 'Pix enviado'],
  ['transferência recebida pelo pix', 'Pix recebido'],
  ['pix enviado', 'Pix enviado'],
  ['pix recebido', 'Pix recebido'],
  ['ted enviada', 'TED enviada'],
  ['ted enviado', 'TED enviada'],
  ['ted recebida', 'TED recebida'],
  ['ted recebido', 'TED recebida'],
  ['doc enviado', 'DOC enviado'],
  ['doc recebido', 'DOC recebido'],
  ['transferência enviada', 'Transferência enviada'],
  ['transferência recebida', 'Transferência recebida'],
];
const LONGEST_PREFIX = Math.max(...OPERATIONS.map(([prefix]) => prefix.length)) + 2;
const BY_PREFIX = new Map(OPERATIONS.map(([prefix, description]) => [normalizeWord(prefix), description]));

/** Portuguese particles stay lower-case inside a name: 'Maria da Silva', 'João dos Santos'. */
const PARTICLES = new Set(['da', 'das', 'de', 'di', 'do', 'dos', 'du', 'e']);
/** Company suffixes written in capitals. */
const CAPITALS = new Set(['me', 'epp', 'eireli', 'sa', 's.a.', 's/a', 'ltda.']);

/**
 * A CPF or CNPJ, whole or masked ('•••.987.654-••', '***.987.654-**', '12.345.678/0001-90'), or any other
 * number: digits, mask characters and their punctuation only, with at least three digits or mask characters.
 */
function isDocument(text: string): boolean {
  return (
    /^[\d•*xX.\-/\s]+$/.test(text) && (text.match(/[\d•*]/g)?.length ?? 0) >= 3 && !/^[xX\s]+$/.test(text)
  );
}

function capitalize(word: string): string {
  // 'ANA-LUIZA' -> 'Ana-Luiza', "D'ÁVILA" -> "D'Ávila".
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** 'MARIA DA SILVA' -> 'Maria da Silva'. A name already in mixed case is kept as the bank wrote it. */
export function nameCase(name: string): string {
  const words = name.split(/\s+/).filter((w) => w !== '');
  const mixed = /\p{Lu}/u.test(name) && /\p{Ll}/u.test(name);
  if (mixed) return words.join(' ');
  return words
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (i > 0 && PARTICLES.has(lower)) return lower;
      if (CAPITALS.has(lower)) return lower === 'ltda.' ? 'Ltda.' : word.toUpperCase();
      return capitalize(word);
    })
    .join(' ');
}

/** The name in a part: its words without numbers or masked documents written beside it. */
function nameIn(part: string): string | undefined {
  const words = part.split(/\s+/).filter((w) => w !== '' && !isDocument(w));
  const name = words.join(' ');
  return (name.match(/\p{L}/gu)?.length ?? 0) >= 2 ? name : undefined;
}

export interface TransferText {
  /** 'Pix enviado', 'TED recebida', ... */
  description: string;
  /** The other person, in name case; never a CPF or CNPJ. */
  payee: string;
}

/**
 * The short description and the other person's name of a Pix, TED or DOC line; undefined for any other text,
 * and for a transfer line that names nobody (only a document or a bank), which then stays as the bank wrote it.
 */
export function readTransferText(text: string): TransferText | undefined {
  // Most lines of a statement are not transfers: a cheap look at where the first part ends comes first.
  const dash = text.search(/\s-\s/);
  if (dash < 0 || dash > LONGEST_PREFIX) return undefined;
  const parts = text.split(/\s+-\s+/);
  const description = BY_PREFIX.get(normalizeWord(parts[0] ?? ''));
  if (!description) return undefined;
  const first = (parts[1] ?? '').trim();
  if (isDocument(first)) return undefined;
  const name = nameIn(first);
  return name ? { description, payee: nameCase(name) } : undefined;
}

/**
 * A Pix, TED or DOC row gets the short description and the other person as its payee; the bank's text stays
 * in `statementText`, by which a second import of the same file still finds the row stored. A row with a payee
 * of its own (a payee column) keeps everything as written. A file's row, or a line bank sync fetched.
 */
export function shortenTransferText<
  Row extends Pick<ImportRow, 'type' | 'description' | 'payee' | 'statementText'>,
>(row: Row): Row {
  if (row.payee !== undefined || row.type === 'TRANSFER') return row;
  const text = readTransferText(row.description);
  if (!text) return row;
  row.statementText = row.description;
  row.description = text.description;
  row.payee = text.payee;
  return row;
}
