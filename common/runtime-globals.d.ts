// common/ is checked with the language's own library only (tsconfig.common.json), so that it uses neither the DOM
// nor Node. What both the browser and Node provide alike, and common/ needs, is declared here, as narrowly as used.

/** The WHATWG Encoding API's decoder, global in browsers and in Node. */
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: ArrayBufferView | ArrayBuffer): string;
}

/** The WHATWG Encoding API's encoder (UTF-8), global in browsers and in Node. */
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
