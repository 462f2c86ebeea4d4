import { describe, expect, it } from 'vitest';
import { fieldText, findAll, MAX_OFX_DEPTH, OfxTooDeepError, parseOfxTree } from './tree';

describe('parseOfxTree', () => {
  it('builds the same tree from SGML and XML', () => {
    const sgmlText = 'OFXHEADER:100\n\n<OFX>\n<STMTTRN>\n<TRNAMT>-1.00\n<NAME>A &amp; B\n</STMTTRN>\n</OFX>';
    const xmlText =
      '<?xml version="1.0"?><?OFX OFXHEADER="200"?><OFX><STMTTRN><TRNAMT>-1.00</TRNAMT><NAME>A &amp; B</NAME></STMTTRN></OFX>';
    for (const text of [sgmlText, xmlText]) {
      const root = parseOfxTree(text);
      expect(root?.name).toBe('OFX');
      const [trn] = findAll(root ?? { name: '', value: null, children: [], line: 0 }, 'STMTTRN');
      expect(trn && fieldText(trn, 'TRNAMT')).toBe('-1.00');
      expect(trn && fieldText(trn, 'NAME')).toBe('A & B');
    }
  });

  it('reads lower-case tags, comments and self-closing elements', () => {
    const root = parseOfxTree('<ofx><!-- <STMTTRN> --><stmttrn><memo/><trnamt>2</trnamt></stmttrn></ofx>');
    const trns = root ? findAll(root, 'STMTTRN') : [];
    expect(trns).toHaveLength(1);
    expect(trns[0] && fieldText(trns[0], 'MEMO')).toBeUndefined();
    expect(trns[0] && fieldText(trns[0], 'TRNAMT')).toBe('2');
  });

  it('answers null without an <OFX> tag', () => {
    expect(parseOfxTree('<?OFX OFXHEADER="200"?><html></html>')).toBeNull();
    expect(parseOfxTree('')).toBeNull();
  });
});

describe('parseOfxTree on hostile nesting', () => {
  const nested = (depth: number) =>
    `<OFX>${'<A>'.repeat(depth)}<STMTTRN><TRNAMT>1</STMTTRN>${'</A>'.repeat(depth)}</OFX>`;

  it('reads aggregates nested MAX_OFX_DEPTH deep, the root counted', () => {
    const root = parseOfxTree(nested(MAX_OFX_DEPTH - 2));
    const [trn] = root ? findAll(root, 'STMTTRN') : [];
    expect(trn && fieldText(trn, 'TRNAMT')).toBe('1');
  });

  it('refuses one level more, naming the line of the opening tag', () => {
    expect(() => parseOfxTree(nested(MAX_OFX_DEPTH - 1))).toThrow(OfxTooDeepError);
    expect(() => parseOfxTree(`<OFX>\n${'<A>\n'.repeat(100)}</A></OFX>`)).toThrow(
      expect.objectContaining({ line: MAX_OFX_DEPTH + 1 }),
    );
  });

  it('ignores millions of closing tags of names that are not open', () => {
    const text = `<OFX><STMTTRN><TRNAMT>2${'</B>'.repeat(1_000_000)}</STMTTRN><STMTTRN><TRNAMT>3</STMTTRN></OFX>`;
    const root = parseOfxTree(text);
    const trns = root ? findAll(root, 'STMTTRN') : [];
    expect(trns.map((trn) => fieldText(trn, 'TRNAMT'))).toEqual(['2', '3']);
  });

  it('closing an outer aggregate closes the SGML ones left open inside it', () => {
    const root = parseOfxTree(
      '<OFX><LIST><STMTTRN><X><TRNAMT>4</LIST><LIST><STMTTRN><TRNAMT>5</STMTTRN></LIST></X></OFX>',
    );
    expect(root?.children.map((child) => child.name)).toEqual(['LIST', 'LIST']);
    const trns = root ? findAll(root, 'STMTTRN') : [];
    expect(trns.map((trn) => fieldText(trn, 'TRNAMT'))).toEqual(['4', '5']);
  });
});
