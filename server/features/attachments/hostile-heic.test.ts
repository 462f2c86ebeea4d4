import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES } from '../../../common/contract/attachments';
import { iphoneHeic, sendReceipt, uploadAttachment } from '../../test/attachment-files';
import { createAccount, createTransaction, createUser, type TestUser } from '../../test/factories';
import { tiledHeic } from '../../test/hostile-files/heic';
import { setupTestApp } from '../../test/test-app';

// Issue 75 item 5: a small HEIC that decodes to tens of megapixels costs its sender a 400 before any decoding, and
// one person's HEICs never take another person's place at the decoder.
const ctx = setupTestApp();

async function personWithRow(): Promise<{ user: TestUser; transactionId: number }> {
  const user = await createUser(ctx);
  const account = await createAccount(ctx, user);
  const row = await createTransaction(ctx, user, account.id, { description: 'Farmácia', amount: 45.9 });
  return { user, transactionId: row.id };
}

const sendHeic = (person: { user: TestUser; transactionId: number }, bytes: Buffer) =>
  uploadAttachment(ctx, person.user, person.transactionId, bytes, 'IMG_0042.HEIC', 'image/heic');

describe('a hostile HEIC', () => {
  it('whose header says more than 50 megapixels is refused with the message, before it is decoded', async () => {
    // A real 15 × 15 grid of the photo's tile, its size said to be 12800 × 9600 (123 MP).
    const res = await sendHeic(await personWithRow(), tiledHeic(15, 15, { width: 12_800, height: 9_600 }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(ATTACHMENT_MESSAGES.imageTooLarge);
  });

  it("of 76 MP from 46 kB, three from two people: each is refused, and another person's photo is kept", async () => {
    const hostile = tiledHeic();
    expect(hostile.length).toBeLessThan(60_000);
    const [ana, carla, bruno] = [await personWithRow(), await personWithRow(), await personWithRow()];
    const sent = [ana, ana, carla].map((person) => sendHeic(person, hostile));
    const photo = await sendHeic(bruno, iphoneHeic());
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    for (const res of await Promise.all(sent)) {
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(ATTACHMENT_MESSAGES.unreadable);
    }
  });
});

describe('a hostile HEIC sent to be read as a receipt', () => {
  it('is refused with the same message before it is decoded', async () => {
    const user = await createUser(ctx);
    const heic = tiledHeic(15, 15, { width: 12_800, height: 9_600 });
    const res = await sendReceipt(ctx, user, heic, 'IMG_0042.HEIC', 'image/heic');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(ATTACHMENT_MESSAGES.imageTooLarge);
  });
});
