/**
 * OFX 1.x is SGML: aggregates (<STMTTRN>...</STMTTRN>) close, elements (<TRNAMT>-45.90) usually do not.
 * OFX 2.x is XML, where everything closes. One reader builds the same tree from both: a tag followed by
 * text is an element; a tag followed by another tag is an aggregate when the file closes that name
 * somewhere, and an empty element otherwise.
 */
export interface OfxNode {
  name: string;
  /** Text of an element; null for an aggregate. */
  value: string | null;
  children: OfxNode[];
  /** 1-based line of the opening tag. */
  line: number;
}

/**
 * Aggregates open inside one another at most this deep. Real statements nest fewer than ten levels; a file
 * that goes deeper is not a statement, and refusing it keeps the tree (and the walks over it) small.
 */
export const MAX_OFX_DEPTH = 64;

/** Thrown by parseOfxTree when aggregates nest deeper than MAX_OFX_DEPTH. */
export class OfxTooDeepError extends Error {
  constructor(readonly line: number) {
    super(`OFX aggregates nest deeper than ${MAX_OFX_DEPTH} levels (line ${line})`);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function tagName(inner: string): string {
  const match = /^[A-Za-z0-9_.:-]+/.exec(inner);
  return match ? match[0].toUpperCase() : '';
}

/** Index of '<OFX>' (not the '<?OFX ...?>' processing instruction of OFX 2), or -1. */
export function findOfxStart(text: string): number {
  const match = /<OFX[\s>]/i.exec(text);
  return match ? match.index : -1;
}

/**
 * The root <OFX> aggregate, or null when the text has none. Linear in the text's length: a close tag of a
 * name that is not open costs one map look-up, and every open aggregate is popped once. Throws
 * OfxTooDeepError past MAX_OFX_DEPTH.
 */
export function parseOfxTree(text: string): OfxNode | null {
  const start = findOfxStart(text);
  if (start < 0) return null;

  const closed = new Set<string>();
  for (const match of text.matchAll(/<\/\s*([A-Za-z0-9_.:-]+)/g)) closed.add((match[1] ?? '').toUpperCase());

  const root: OfxNode = { name: '#document', value: null, children: [], line: 0 };
  const stack: OfxNode[] = [root];
  // How many aggregates of each name are open on the stack.
  const open = new Map<string, number>();
  let line = 1;
  let counted = 0;
  const lineAt = (index: number) => {
    for (let i = counted; i < index; i++) if (text.charCodeAt(i) === 10) line++;
    counted = Math.max(counted, index);
    return line;
  };

  let pos = start;
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    if (lt < 0) break;
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      pos = end < 0 ? text.length : end + 3;
      continue;
    }
    const gt = text.indexOf('>', lt + 1);
    if (gt < 0) break;
    const inner = text.slice(lt + 1, gt).trim();
    pos = gt + 1;
    if (inner === '' || inner[0] === '?' || inner[0] === '!') continue;

    const parent = stack[stack.length - 1] ?? root;
    if (inner[0] === '/') {
      const name = tagName(inner.slice(1).trim());
      // Closing an aggregate also closes whatever SGML left open inside it; a close of an element
      // (XML) or of nothing open is ignored.
      if (!open.get(name)) continue;
      while (stack.length > 1) {
        const node = stack.pop() as OfxNode;
        open.set(node.name, (open.get(node.name) ?? 1) - 1);
        if (node.name === name) break;
      }
      continue;
    }

    const name = tagName(inner);
    if (name === '') continue;
    const node: OfxNode = { name, value: null, children: [], line: lineAt(lt) };
    parent.children.push(node);
    if (inner.endsWith('/')) {
      node.value = '';
      continue;
    }
    const next = text.indexOf('<', pos);
    const textEnd = next < 0 ? text.length : next;
    const value = text.slice(pos, textEnd).trim();
    if (value !== '') {
      node.value = decodeEntities(value);
      pos = textEnd;
    } else if (closed.has(name)) {
      if (stack.length > MAX_OFX_DEPTH) throw new OfxTooDeepError(node.line);
      stack.push(node);
      open.set(name, (open.get(name) ?? 0) + 1);
    } else {
      node.value = '';
    }
  }
  return root.children.find((node) => node.name === 'OFX') ?? null;
}

/** Every node with this name below `node`, in document order. */
export function findAll(node: OfxNode, name: string): OfxNode[] {
  const found: OfxNode[] = [];
  const walk = (current: OfxNode) => {
    for (const child of current.children) {
      if (child.name === name) found.push(child);
      else walk(child);
    }
  };
  walk(node);
  return found;
}

/**
 * The text of a field: a direct child first, then anywhere below (an empty SGML element read as an
 * aggregate may have swallowed its following siblings). Empty text counts as absent.
 */
export function fieldText(node: OfxNode, name: string): string | undefined {
  const direct = node.children.find((child) => child.name === name && child.value !== null);
  const found = direct ?? findAll(node, name).find((child) => child.value !== null);
  const value = found?.value?.trim();
  return value === undefined || value === '' ? undefined : value;
}
