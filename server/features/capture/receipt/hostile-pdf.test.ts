import { describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES } from '../../../../common/contract/capture';
import { sendReceipt } from '../../../test/attachment-files';
import { createUser, type TestUser } from '../../../test/factories';
import { formRepeatingPdf, operatorHeavyPdf } from '../../../test/hostile-files/pdf';
import { receiptBytes } from '../../../test/receipt-fixtures';
import { setupTestApp } from '../../../test/test-app';

// Issue 75 item 4: a PDF built to hold its reader costs its sender a 400, and never another person's receipt.
const ctx = setupTestApp();

const readPdf = (user: TestUser, data: Buffer) =>
  sendReceipt(ctx, user, data, 'comprovante.pdf', 'application/pdf');

describe('a hostile receipt PDF', () => {
  it('of tens of millions of drawing operators is refused with a message, without being parsed', async () => {
    const hostile = operatorHeavyPdf();
    expect(hostile.length).toBeLessThan(400_000);
    const res = await readPdf(await createUser(ctx), hostile);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(RECEIPT_MESSAGES.unreadablePdf);
  });

  it("holds one reader only: another person's receipt is read while it runs, and answered first", async () => {
    const [ana, bruno] = [await createUser(ctx), await createUser(ctx)];
    const answered: string[] = [];
    // A form drawn 50,000 times: small in bytes, endless to draw; only the reader's time stops it.
    const hostile = readPdf(ana, formRepeatingPdf()).then((res) => {
      answered.push('ana');
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ordinary = readPdf(bruno, receiptBytes('pix-bb.pdf')).then((res) => {
      answered.push('bruno');
      return res;
    });
    const [slow, read] = await Promise.all([hostile, ordinary]);
    expect(read.status).toBe(200);
    expect(read.body.data.source).toBe('texto_pdf');
    expect(slow.status).toBe(400);
    expect(slow.body.error.message).toBe(RECEIPT_MESSAGES.unreadablePdf);
    expect(answered).toEqual(['bruno', 'ana']);
  }, 60_000);
});
