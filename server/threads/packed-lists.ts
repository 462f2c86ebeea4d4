import { ownTurn, type Turn } from './turns';

/**
 * A worker thread's answer (a read statement, another app's history) crosses to the request's thread with its long
 * lists packed into a few flat arrays, not as their objects. Posted as objects, 50,000 rows (each with its array of
 * cells) were serialised field by field on the thread and, worse, deserialised object by object on the request's
 * thread, which nothing else could use meanwhile (about 200 ms of it for the bench's 50,000 rows). Packed, the
 * numbers go in one Float64Array and the texts in one string with their lengths in a Uint32Array: the arrays are
 * moved, not copied, and the one string is copied whole. The request's thread then builds the row objects itself,
 * in turns of the event loop, which costs a fraction of deserialising them.
 *
 * A record is packed by its keys in order and the kind of each value, so the rebuilt objects are the same, key
 * order included (an OFX row and a CSV row differ, and optional keys come and go). A value of any other kind
 * leaves the whole answer to be posted as it is: packing never changes what arrives.
 */

/**
 * The kinds of value a packed record holds: a number, a string, an array of strings, an installment ({number,
 * count}), and a plain object of strings (another app's category, {name, parent}).
 */
type Kind = 'n' | 's' | 'a' | 'i' | 'o';

/** The keys of a record in order, and the kind of the value of each. */
interface Shape {
  keys: string[];
  kinds: Kind[];
}

interface PackedRecords {
  count: number;
  /** Each distinct shape of the records. */
  shapes: Shape[];
  /** The shape of each record. */
  shapeOf: Uint32Array;
  numbers: Float64Array;
  /** Every string of every record, one after the other, and the length of each. */
  text: string;
  lengths: Uint32Array;
}

function kindOf(value: unknown): Kind | undefined {
  if (typeof value === 'number') return 'n';
  if (typeof value === 'string') return 's';
  if (Array.isArray(value)) return 'a';
  if (typeof value !== 'object' || value === null) return undefined;
  if (isInstallment(value)) return 'i';
  if (isTextRecord(value)) return 'o';
  return undefined;
}

function isInstallment(value: object): boolean {
  const keys = Object.keys(value);
  const { number, count } = value as { number?: unknown; count?: unknown };
  return (
    Object.getPrototypeOf(value) === Object.prototype &&
    keys.length === 2 &&
    keys[0] === 'number' &&
    keys[1] === 'count' &&
    typeof number === 'number' &&
    typeof count === 'number'
  );
}

/** A plain object whose values are all strings (a key `__proto__` would set the rebuilt object's prototype). */
function isTextRecord(value: object): boolean {
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) {
    if (key === '__proto__' || typeof (value as Record<string, unknown>)[key] !== 'string') return false;
  }
  return true;
}

/** A growable Float64Array or Uint32Array: 50,000 rows would otherwise be a JavaScript array of boxed numbers. */
function growable<T extends Float64Array | Uint32Array>(make: (size: number) => T) {
  let array = make(1024);
  let size = 0;
  return {
    push(value: number) {
      if (size === array.length) {
        const bigger = make(array.length * 2);
        bigger.set(array);
        array = bigger;
      }
      array[size++] = value;
    },
    done: (): T => array.slice(0, size) as T,
  };
}

/** True when the record has exactly the shape's keys, in its order, with values of its kinds. */
function hasShape(record: Record<string, unknown>, shape: Shape): boolean {
  let k = 0;
  for (const key in record) {
    if (key !== shape.keys[k] || kindOf(record[key]) !== shape.kinds[k]) return false;
    k++;
  }
  return k === shape.keys.length;
}

function packRecords(records: readonly object[]): PackedRecords | undefined {
  const shapes: PackedRecords['shapes'] = [];
  const shapeIndex = new Map<string, number>();
  const shapeOf = new Uint32Array(records.length);
  const numbers = growable((size) => new Float64Array(size));
  const lengths = growable((size) => new Uint32Array(size));
  const strings: string[] = [];
  const pushString = (text: string) => {
    strings.push(text);
    lengths.push(text.length);
  };

  /** The shape of a record with these keys and kinds, added to `shapes` when new. */
  const shapeFor = (record: Record<string, unknown>): number | undefined => {
    const keys = Object.keys(record);
    const kinds: Kind[] = [];
    for (const key of keys) {
      // Assigned on the other side, this key would set the object's prototype instead of a property.
      if (key === '__proto__') return undefined;
      const kind = kindOf(record[key]);
      if (kind === undefined) return undefined;
      kinds.push(kind);
    }
    const signature = `${keys.join('\u0000')}\u0001${kinds.join('')}`;
    let shape = shapeIndex.get(signature);
    if (shape === undefined) {
      shape = shapes.length;
      shapes.push({ keys, kinds });
      shapeIndex.set(signature, shape);
    }
    return shape;
  };

  let last = -1;
  for (let r = 0; r < records.length; r++) {
    const record = records[r] as Record<string, unknown>;
    if (Object.getPrototypeOf(record) !== Object.prototype) return undefined;
    // Most records have the shape of the one before: checked in place, without listing the keys in a new array.
    const shape = last >= 0 && hasShape(record, shapes[last] as Shape) ? last : shapeFor(record);
    if (shape === undefined) return undefined;
    last = shape;
    const { keys, kinds } = shapes[shape] as Shape;
    shapeOf[r] = shape;

    for (let k = 0; k < keys.length; k++) {
      const value = record[keys[k] as string];
      switch (kinds[k]) {
        case 'n':
          numbers.push(value as number);
          break;
        case 's':
          pushString(value as string);
          break;
        case 'a': {
          const cells = value as unknown[];
          // A row's cells are a plain array of strings (a hole reads undefined and sends the statement as it is).
          if (Object.getPrototypeOf(cells) !== Array.prototype) return undefined;
          numbers.push(cells.length);
          for (const cell of cells) {
            if (typeof cell !== 'string') return undefined;
            pushString(cell);
          }
          break;
        }
        case 'i': {
          const { number, count } = value as { number: number; count: number };
          numbers.push(number);
          numbers.push(count);
          break;
        }
        case 'o': {
          const entries = Object.entries(value as Record<string, string>);
          numbers.push(entries.length);
          for (const [entryKey, text] of entries) {
            pushString(entryKey);
            pushString(text);
          }
          break;
        }
      }
    }
  }
  return {
    count: records.length,
    shapes,
    shapeOf,
    numbers: numbers.done(),
    text: strings.join(''),
    lengths: lengths.done(),
  };
}

/** Records rebuilt in one turn of the event loop: a few milliseconds of work, whatever the statement's size. */
const RECORDS_PER_TURN = 2_000;

async function unpackRecords(packed: PackedRecords, turn: Turn): Promise<object[]> {
  const { shapes, shapeOf, numbers, text, lengths } = packed;
  const records: object[] = new Array(packed.count);
  let n = 0;
  let s = 0;
  let offset = 0;
  const nextString = () => {
    const end = offset + (lengths[s++] as number);
    const value = text.slice(offset, end);
    offset = end;
    return value;
  };
  // Each record starts as a copy of its shape's template, all its keys in place: copying an object is one step
  // for the engine, and the stores that follow only fill properties the object already has.
  const templates = shapes.map(({ keys }) => Object.fromEntries(keys.map((key) => [key, undefined])));
  for (let r = 0; r < packed.count; r++) {
    if (r > 0 && r % RECORDS_PER_TURN === 0) await turn();
    const shape = shapeOf[r] as number;
    const { keys, kinds } = shapes[shape] as Shape;
    const record: Record<string, unknown> = { ...templates[shape] };
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k] as string;
      switch (kinds[k]) {
        case 'n':
          record[key] = numbers[n++];
          break;
        case 's':
          record[key] = nextString();
          break;
        case 'a': {
          const count = numbers[n++] as number;
          const cells: string[] = [];
          for (let c = 0; c < count; c++) cells.push(nextString());
          record[key] = cells;
          break;
        }
        case 'i': {
          const number = numbers[n++];
          const count = numbers[n++];
          record[key] = { number, count };
          break;
        }
        case 'o': {
          const count = numbers[n++] as number;
          const texts: Record<string, string> = {};
          for (let c = 0; c < count; c++) {
            const entryKey = nextString();
            texts[entryKey] = nextString();
          }
          record[key] = texts;
          break;
        }
      }
    }
    records[r] = record;
  }
  return records;
}

/** An answer whose lists named `K` travel packed; the rest of it (small) is posted as it is. */
export interface PackedLists<T, K extends keyof T> {
  packed: true;
  /** The answer with its packed lists set to null (kept so, they keep their place among its keys). */
  head: Omit<T, K> & { [P in K]: null };
  lists: Record<string, PackedRecords>;
}

/**
 * What a worker thread posts for `value`: its lists `keys` packed and the buffers to move with them, or `value`
 * itself when something in a list is not of the kinds packed.
 */
export function packLists<T extends object, K extends keyof T & string>(
  value: T,
  keys: readonly K[],
): { message: PackedLists<T, K> | T; transfer: ArrayBuffer[] } {
  const lists: Record<string, PackedRecords> = {};
  for (const key of keys) {
    const list = value[key];
    const packed = Array.isArray(list) ? packRecords(list) : undefined;
    if (!packed) return { message: value, transfer: [] };
    lists[key] = packed;
  }
  const head = { ...value } as Record<string, unknown>;
  for (const key of keys) head[key] = null;
  const transfer = Object.values(lists).flatMap((packed) => [
    packed.shapeOf.buffer,
    packed.numbers.buffer,
    packed.lengths.buffer,
  ]) as ArrayBuffer[];
  return { message: { packed: true, head: head as PackedLists<T, K>['head'], lists }, transfer };
}

/**
 * The answer the worker thread read, from what it posted (packed or not). The records are rebuilt a few thousand
 * per turn of the event loop, so other people's requests are answered in between.
 */
export async function unpackLists<T extends object, K extends keyof T & string>(
  message: PackedLists<T, K> | T,
  turn: Turn = ownTurn,
): Promise<T> {
  if (!('packed' in message && message.packed === true && 'lists' in message)) return message as T;
  const value = message.head as Record<string, unknown>;
  // Assigned to keys that exist, the lists keep their place among the answer's keys.
  for (const [key, packed] of Object.entries(message.lists)) value[key] = await unpackRecords(packed, turn);
  return value as T;
}
