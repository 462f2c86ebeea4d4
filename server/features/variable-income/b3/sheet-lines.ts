/**
 * Counts a worksheet's lines and cells from its XML as it is unpacked, piece by piece, building nothing: what lets
 * workbook-bounds.ts stop a sheet at the line past the limit instead of loading it whole. A line is counted as
 * exceljs counts it in `actualRowCount`: a <row> holding a cell with a value (<v>, an inline string <is>, or a
 * formula <f>); a styled row or cell with nothing in it is not. Every <c> counts as a cell, empty or not: exceljs
 * builds each one.
 */

/** The tags that matter, and only those: <cols> is not <c>, <font> is not <f>. */
const TAG = /<(\/?)(row|c|v|is|f)(?=[\s/>])[^>]*>/g;

/** No tag of a worksheet comes near this; an unclosed '<' this far back means the text is no sheet at all. */
export const MAX_TAG_CHARS = 64 * 1024;

export interface SheetLines {
  /** Reads the next piece of the sheet's text; false when a tag runs past MAX_TAG_CHARS. */
  push(text: string): boolean;
  /** Lines with a value so far, the header included. */
  readonly lines: number;
  /** Cells so far. */
  readonly cells: number;
}

export function countSheetLines(): SheetLines {
  // The end of the last piece when it stops inside a tag: read again with the next piece.
  let carry = '';
  let inRow = false;
  let rowHasValue = false;
  let lines = 0;
  let cells = 0;

  return {
    push(text) {
      const piece = carry + text;
      const lastOpen = piece.lastIndexOf('<');
      const whole = lastOpen >= 0 && piece.indexOf('>', lastOpen) < 0 ? lastOpen : piece.length;
      carry = piece.slice(whole);
      if (carry.length > MAX_TAG_CHARS) return false;
      for (const [tag, closing, name] of piece.slice(0, whole).matchAll(TAG)) {
        const empty = tag.endsWith('/>');
        if (name === 'row') {
          if (closing) {
            if (inRow && rowHasValue) lines++;
            inRow = false;
          } else if (!empty) {
            inRow = true;
            rowHasValue = false;
          }
        } else if (name === 'c') {
          if (!closing) cells++;
        } else if (!closing && inRow && (name === 'f' || !empty)) {
          // <v/> and <is/> hold nothing; a formula, even a shared one written <f .../>, is a value to exceljs.
          rowHasValue = true;
        }
      }
      return true;
    },
    get lines() {
      return lines;
    },
    get cells() {
      return cells;
    },
  };
}
