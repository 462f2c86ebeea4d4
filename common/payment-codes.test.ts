import { codBarras2LinhaDigitavel } from '@mrmgomes/boleto-utils';
import { createDynamicPix, createStaticPix, hasError } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { CAPTURE_CODE_MESSAGES } from './contract/capture';
import { readPaymentCode } from './payment-codes';
import { arrecadacaoBarCode, bankBarCode, rewrittenBrCode } from './test/payment-codes-examples';

const TODAY = '2026-11-28';

const ok = (raw: string) => {
  const r = readPaymentCode(raw, TODAY);
  if (!r.ok) throw new Error(r.message);
  return r;
};
const refused = (raw: string) => {
  const r = readPaymentCode(raw, TODAY);
  return r.ok ? null : r.message;
};

describe('Pix BR Code', () => {
  const staticPix = createStaticPix({
    merchantName: 'Padaria São José',
    merchantCity: 'São Paulo',
    pixKey: 'fulano@example.com',
    infoAdicional: 'Pao frances',
    txid: 'PEDIDO42',
    transactionAmount: 37.9,
  });
  if (hasError(staticPix)) throw new Error('fixture');
  const staticCode = staticPix.toBRCode();

  it('reads a static code: payee and city as the standard writes them, key and its type, amount, txid, message', () => {
    const r = ok(staticCode);
    expect(r.code).toEqual({
      kind: 'pix',
      pix_type: 'estatico',
      payee_name: 'PADARIA SAO JOSE',
      city: 'SAO PAULO',
      key: 'fulano@example.com',
      key_type: 'email',
      amount: 37.9,
      txid: 'PEDIDO42',
      message: 'Pao frances',
    });
    expect(r.codeKey).toBe(staticCode);
  });

  it('reads a key-only code as the payer choosing the amount, and a CPF and a phone key by type', () => {
    const cpf = createStaticPix({
      merchantName: 'Maria',
      merchantCity: 'Recife',
      pixKey: '52998224725',
      transactionAmount: 0,
    });
    const phone = createStaticPix({
      merchantName: 'Joao',
      merchantCity: 'Natal',
      pixKey: '+5584988887777',
      transactionAmount: 0,
    });
    if (hasError(cpf) || hasError(phone)) throw new Error('fixture');
    const a = ok(cpf.toBRCode()).code;
    expect(a.kind === 'pix' && [a.key_type, a.amount, a.txid]).toEqual(['cpf', null, null]);
    const b = ok(phone.toBRCode()).code;
    expect(b.kind === 'pix' && b.key_type).toBe('telefone');
  });

  it('reads a dynamic code without fetching its charge', () => {
    const dyn = createDynamicPix({
      merchantName: 'Loja X',
      merchantCity: 'Rio',
      url: 'pix.example.com/qr/v2/abc',
    });
    if (hasError(dyn)) throw new Error('fixture');
    const c = ok(dyn.toBRCode()).code;
    expect(c).toMatchObject({
      kind: 'pix',
      pix_type: 'dinamico',
      payee_name: 'LOJA X',
      key: null,
      amount: null,
    });
  });

  it('accepts the code pasted with spaces around and a line break inside; the key is the payload', () => {
    const r = ok(`  ${staticCode.slice(0, 40)}\n${staticCode.slice(40)}  \n`);
    expect(r.codeKey).toBe(staticCode);
  });

  it('refuses a code with a changed character (CRC) and a truncated one, in Portuguese', () => {
    const changed = staticCode.replace('37.90', '97.90').replace('37.9', '97.9');
    expect(refused(changed)).toBe(CAPTURE_CODE_MESSAGES.pixCrc);
    expect(refused(staticCode.slice(0, -1))).not.toBeNull();
    expect(refused('000201 isto não é pix')).toBe(CAPTURE_CODE_MESSAGES.pixInvalid);
  });
});

describe('the Pix merchant account template (IDs 26 to 51, GUI br.gov.bcb.pix)', () => {
  const pix = createStaticPix({
    merchantName: 'Padaria',
    merchantCity: 'Recife',
    pixKey: 'padaria@example.com',
    transactionAmount: 10,
  });
  if (hasError(pix)) throw new Error('fixture');
  const code = pix.toBRCode();

  it('refuses a BR Code whose template names another GUI: another scheme’s QR code, not a Pix', () => {
    const pox = rewrittenBrCode(code, (body) => body.replace('br.gov.bcb.pix', 'br.gov.bcb.pox'));
    expect(pox).not.toBe(code);
    expect(refused(pox)).toBe(CAPTURE_CODE_MESSAGES.notPix);
  });

  it('reads the GUI without case, and the Pix template under another ID beside another scheme’s in 26', () => {
    const upper = rewrittenBrCode(code, (body) => body.replace('br.gov.bcb.pix', 'BR.GOV.BCB.PIX'));
    expect(ok(upper).code).toMatchObject({ kind: 'pix', key: 'padaria@example.com', amount: 10 });
    // ID 26 holds another scheme's template (GUI br.com.outro); the Pix one moves to ID 27.
    const other = '0013br.com.outro0105ABCDE';
    const moved = rewrittenBrCode(code, (body) =>
      body.replace(
        /^(000201)26(\d{2})/,
        (_, start, length) => `${start}26${other.length}${other}27${length}`,
      ),
    );
    expect(moved).toContain('27410014br.gov.bcb.pix');
    expect(ok(moved).code).toMatchObject({ kind: 'pix', key: 'padaria@example.com', payee_name: 'PADARIA' });
  });
});

describe('boleto bancário', () => {
  // Fator 1000 = 22/02/2025 (FEBRABAN's 2025 cycle): 1656 = 10/12/2026, 1636 = 20/11/2026, 1682 = 05/01/2027.
  const cases = [
    { bank: '001', factor: '1656', cents: 15_990, due: '2026-12-10' },
    { bank: '341', factor: '1636', cents: 123_456, due: '2026-11-20' },
    { bank: '237', factor: '1682', cents: 9_900, due: '2027-01-05' },
    { bank: '104', factor: '1656', cents: 250_000, due: '2026-12-10' },
  ];
  for (const c of cases) {
    it(`reads bank ${c.bank}'s linha: amount, due date, bank`, () => {
      const bar = bankBarCode(c.bank, c.factor, c.cents, '1234567890123456789012345');
      const line = codBarras2LinhaDigitavel(bar, false);
      const r = ok(line);
      expect(r.code).toMatchObject({
        kind: 'boleto',
        boleto_type: 'bancario',
        amount: c.cents / 100,
        due_date: c.due,
        bank_code: c.bank,
        segment: null,
      });
      expect(r.code.kind === 'boleto' && r.code.bank_name).toBeTruthy();
      expect(r.codeKey).toBe(line);
    });
  }

  it('names the bank', () => {
    const line = codBarras2LinhaDigitavel(bankBarCode('001', '1656', 100, '0'.repeat(25)), false);
    expect(ok(line).code).toMatchObject({ bank_name: 'Banco do Brasil S.A.' });
  });

  it('the same bill pasted as bar code, as plain linha or as printed (dots, spaces, line break) has one key', () => {
    const bar = bankBarCode('341', '1656', 48_775, '1090000012345678901234560');
    const line = codBarras2LinhaDigitavel(bar, false);
    const printed = codBarras2LinhaDigitavel(bar, true);
    expect(printed).toContain('.');
    expect(ok(bar).codeKey).toBe(line);
    expect(ok(printed.replace(' ', '\n')).codeKey).toBe(line);
    expect(ok(printed).code).toMatchObject({ line: printed.replace(/\s+/g, ' '), amount: 487.75 });
  });

  it('refuses a linha with one wrong digit and a bar code with a wrong DV, in Portuguese', () => {
    const bar = bankBarCode('237', '1656', 9_900, '5'.repeat(25));
    const line = codBarras2LinhaDigitavel(bar, false);
    const wrong = `${line.slice(0, 12)}${(Number(line[12]) + 1) % 10}${line.slice(13)}`;
    expect(refused(wrong)).toBe(CAPTURE_CODE_MESSAGES.boletoDigits);
    const wrongBar = `${bar.slice(0, 4)}${(Number(bar[4]) + 1) % 10}${bar.slice(5)}`;
    expect(refused(wrongBar)).toBe(CAPTURE_CODE_MESSAGES.boletoDigits);
    expect(refused('1234567890')).toBe(CAPTURE_CODE_MESSAGES.boletoLength);
  });
});

describe('boleto de arrecadação', () => {
  it('reads an energy bill: amount, no due date, segment words; bar code and linha give one key', () => {
    const bar = arrecadacaoBarCode('3', 18_734, `0048${'2026112'}${'0'.repeat(18)}`);
    const r = ok(bar);
    expect(r.code).toMatchObject({
      kind: 'boleto',
      boleto_type: 'arrecadacao',
      amount: 187.34,
      due_date: null,
      bank_code: null,
      bank_name: null,
      segment: 'Energia elétrica e gás',
    });
    expect(r.codeKey).toHaveLength(48);
    expect(ok(r.codeKey).codeKey).toBe(r.codeKey);
    expect(ok(r.code.kind === 'boleto' ? r.code.line : '').codeKey).toBe(r.codeKey);
  });

  it('names the telecom segment and refuses a wrong general digit', () => {
    const bar = arrecadacaoBarCode('4', 9_990, '1'.repeat(29));
    expect(ok(bar).code).toMatchObject({ segment: 'Telecomunicações', amount: 99.9 });
    const wrong = `${bar.slice(0, 3)}${(Number(bar[3]) + 1) % 10}${bar.slice(4)}`;
    expect(refused(wrong)).toBe(CAPTURE_CODE_MESSAGES.boletoDigits);
  });
});

describe('anything else', () => {
  it('answers in Portuguese for empty text and junk', () => {
    expect(refused('   ')).toBe(CAPTURE_CODE_MESSAGES.empty);
    expect(refused('olá mundo')).toBe(CAPTURE_CODE_MESSAGES.unknown);
  });
});
