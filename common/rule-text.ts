import { FOLD_FROM, FOLD_TO, foldForSearch } from './search';
import { isSpace } from './spaces';

/**
 * How rules compare texts: folded (case and accents, foldForSearch), with runs of spaces as one and none at the
 * ends, so 'PIX  Enviado' and 'pix enviado' compare equal. `comparable` gives the text so; `PhraseFinder` reads a
 * text folded the same way, a character at a time, without building the folded string.
 */
export const comparable = (text: string) => foldForSearch(text).replace(/\s+/g, ' ').trim();

/** foldForSearch's table for the code units it changes (all below 256), to fold one code unit at a time. */
const FOLD_BYTE = new Uint16Array(256).map((_, code) => code);
for (let i = 0; i < FOLD_FROM.length; i++) FOLD_BYTE[FOLD_FROM.charCodeAt(i)] = FOLD_TO.charCodeAt(i);

const SPACE = 32;

/**
 * For the code units below 256: the unit `toLowerCase` then the fold make of it, or -1 for a space (isSpace). Each
 * of them lowers to one unit below 256 on its own, and a text of them lowers as its units do one by one (the
 * context-dependent lowercasings, of the final sigma and the dotted I, are of units above 255).
 */
const LATIN1_FOLDED = Int32Array.from({ length: 256 }, (_, code) => {
  if (isSpace(code)) return -1;
  return FOLD_BYTE[String.fromCharCode(code).toLowerCase().charCodeAt(0)]!;
});

/**
 * Which of many phrases a text contains, starts with or equals, in one pass over the text whatever the number
 * of phrases (Aho-Corasick): 500 rules over 100,000 descriptions took 3 s testing each phrase in turn. Phrases
 * are given already comparable; a text is compared as `comparable(text)` would be. After `scan`, the answers
 * hold until the next scan (no allocation per text: marks carry the scan's number).
 */
export class PhraseFinder {
  /** Symbols: the code units the phrases use get 1, 2, 3…; any other code unit is 0 and leads back to the root. */
  private readonly asciiSymbol = new Int32Array(128);
  /** For a code unit below 256 of a text: the symbol of what it folds to (LATIN1_FOLDED), or -1 for a space. */
  private readonly latin1Symbol = new Int32Array(256);
  private readonly otherSymbol = new Map<number, number>();
  private readonly symbols: number;
  /** The automaton: transitions[state * symbols + symbol], every state's every symbol resolved. */
  private readonly transitions: Int32Array;
  /** The phrase that ends at a state (-1 if none), and the next state down the failure links that ends one. */
  private readonly endsHere: Int32Array;
  private readonly nextEnding: Int32Array;
  private readonly lengths: Int32Array;
  /** For each phrase, the first phrase equal to it, whose marks it reads. */
  private readonly sameAs: Int32Array;
  private readonly found: Int32Array;
  private readonly atStart: Int32Array;
  /** The phrases the last scan found, each once, in the order found. */
  private readonly foundList: Int32Array;
  private foundTotal = 0;
  private scanNumber = 0;
  private textLength = 0;

  constructor(phrases: readonly string[]) {
    let symbols = 1;
    for (const phrase of phrases) {
      for (let i = 0; i < phrase.length; i++) {
        const code = phrase.charCodeAt(i);
        if (code < 128) {
          if (this.asciiSymbol[code] === 0) this.asciiSymbol[code] = symbols++;
        } else if (!this.otherSymbol.has(code)) this.otherSymbol.set(code, symbols++);
      }
    }
    this.symbols = symbols;
    for (let code = 0; code < 256; code++) {
      const folded = LATIN1_FOLDED[code]!;
      this.latin1Symbol[code] = folded < 0 ? -1 : this.symbolOf(folded);
    }
    this.lengths = Int32Array.from(phrases, (p) => p.length);
    this.found = new Int32Array(phrases.length);
    this.atStart = new Int32Array(phrases.length);
    this.foundList = new Int32Array(phrases.length);

    // The trie, one state per distinct prefix.
    const children: Array<Map<number, number>> = [new Map()];
    const ending: number[] = [-1];
    this.sameAs = Int32Array.from(phrases, (_, i) => i);
    for (const [index, phrase] of phrases.entries()) {
      if (phrase.length === 0) continue;
      let state = 0;
      for (let i = 0; i < phrase.length; i++) {
        const symbol = this.symbolOf(phrase.charCodeAt(i));
        let next = children[state]!.get(symbol);
        if (next === undefined) {
          next = children.length;
          children.push(new Map());
          ending.push(-1);
          children[state]!.set(symbol, next);
        }
        state = next;
      }
      // The same phrase twice ends at one state: the later ones read the first's marks.
      if (ending[state] === -1) ending[state] = index;
      this.sameAs[index] = ending[state]!;
    }

    // Failure links breadth first, and the transitions they make complete.
    const states = children.length;
    this.transitions = new Int32Array(states * symbols);
    this.endsHere = Int32Array.from(ending);
    this.nextEnding = new Int32Array(states);
    const failure = new Int32Array(states);
    const queue: number[] = [];
    for (const [symbol, child] of children[0]!) {
      this.transitions[symbol] = child;
      queue.push(child);
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      const fail = failure[state]!;
      this.nextEnding[state] = this.endsHere[fail]! >= 0 ? fail : this.nextEnding[fail]!;
      const row = state * symbols;
      const failRow = fail * symbols;
      for (let symbol = 0; symbol < symbols; symbol++) {
        const child = children[state]!.get(symbol);
        if (child === undefined) {
          this.transitions[row + symbol] = this.transitions[failRow + symbol]!;
        } else {
          this.transitions[row + symbol] = child;
          failure[child] = this.transitions[failRow + symbol]!;
          queue.push(child);
        }
      }
    }
  }

  private symbolOf(code: number): number {
    return code < 128 ? this.asciiSymbol[code]! : (this.otherSymbol.get(code) ?? 0);
  }

  /** Reads a text; `contains`, `startsWith` and `equals` then answer for it. */
  scan(text: string): void {
    this.scanPart(text, 0, text.length);
  }

  /** Reads the part of `text` from `start` to `end` (not included) as `scan` reads a text, without cutting it out. */
  scanPart(text: string, start: number, end: number): void {
    this.begin();
    // Without phrases there is nothing to ask.
    if (this.lengths.length === 0) return;
    // Most texts have only code units below 256, read without lowering the text first (a string per text); a text
    // with others is read again, lowered.
    if (this.scanLatin1(text, start, end)) return;
    this.begin();
    this.scanLowered(text.slice(start, end).toLowerCase());
  }

  /** A new scan: the marks of the earlier ones no longer count. */
  private begin(): void {
    this.scanNumber = this.scanNumber === 0x7fffffff ? 1 : this.scanNumber + 1;
    if (this.scanNumber === 1) {
      this.found.fill(0);
      this.atStart.fill(0);
    }
    this.foundTotal = 0;
  }

  /** scanLowered's reading of a text of code units below 256, each lowered and folded by a table; false otherwise. */
  private scanLatin1(text: string, start: number, end: number): boolean {
    const table = this.latin1Symbol;
    const space = this.symbolOf(SPACE);
    let state = 0;
    let length = 0;
    let spacePending = false;
    for (let i = start; i < end; i++) {
      const code = text.charCodeAt(i);
      if (code > 255) return false;
      const symbol = table[code]!;
      if (symbol < 0) {
        spacePending = length > 0;
        continue;
      }
      if (spacePending) {
        state = this.advance(state, space, ++length);
        spacePending = false;
      }
      state = this.advance(state, symbol, ++length);
    }
    this.textLength = length;
    return true;
  }

  private scanLowered(lowered: string): void {
    let state = 0;
    let length = 0;
    let spacePending = false;
    for (let i = 0; i < lowered.length; i++) {
      const code = lowered.charCodeAt(i);
      if (isSpace(code)) {
        // A run of spaces counts once, and only between words.
        spacePending = length > 0;
        continue;
      }
      if (spacePending) {
        state = this.step(state, SPACE, ++length);
        spacePending = false;
      }
      state = this.step(state, code < 256 ? FOLD_BYTE[code]! : code, ++length);
    }
    this.textLength = length;
  }

  /** Moves on by one folded code unit, the text's `length`th, and marks the phrases that end there. */
  private step(state: number, unit: number, length: number): number {
    return this.advance(state, this.symbolOf(unit), length);
  }

  /** step, by the unit's symbol. */
  private advance(state: number, symbol: number, length: number): number {
    const next = this.transitions[state * this.symbols + symbol]!;
    for (let s = this.endsHere[next]! >= 0 ? next : this.nextEnding[next]!; s > 0; s = this.nextEnding[s]!) {
      const phrase = this.endsHere[s]!;
      if (this.found[phrase] !== this.scanNumber) {
        this.found[phrase] = this.scanNumber;
        this.foundList[this.foundTotal++] = phrase;
      }
      if (this.lengths[phrase] === length) this.atStart[phrase] = this.scanNumber;
    }
    return next;
  }

  /** How many distinct phrases the last scan found (equal phrases count as the first of them). */
  get foundCount(): number {
    return this.foundTotal;
  }

  foundAt(i: number): number {
    return this.foundList[i]!;
  }

  contains(phrase: number): boolean {
    return this.lengths[phrase] === 0 || this.found[this.sameAs[phrase]!] === this.scanNumber;
  }

  startsWith(phrase: number): boolean {
    return this.lengths[phrase] === 0 || this.atStart[this.sameAs[phrase]!] === this.scanNumber;
  }

  equals(phrase: number): boolean {
    return this.lengths[phrase] === this.textLength && this.startsWith(phrase);
  }
}
