import { describe, expect, it } from 'vitest';
import { fieldText, findAll, parseOfxTree } from './tree';

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
