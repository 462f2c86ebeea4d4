// Issue 75 item 1: a PNG of 1.5 MB that decodes to 1.5 GB (interlaced, 16-bit RGBA, 14000 × 14000) is refused from
// its header, before a pixel of it is decoded, wherever a person's picture is decoded: a comprovante's upload and
// the capture of a receipt. A phone's 48 MP photo and a tall screenshot still pass.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES, type Attachment } from '../../../common/contract/attachments';
import { HttpError } from '../../http/errors';
import { screenshotPng, sendReceipt, uploadAttachment } from '../../test/attachment-files';
import { createAccount, createTransaction, createUser, type TestUser } from '../../test/factories';
import { bombPng } from '../../test/hostile-files/png';
import { setupTestApp } from '../../test/test-app';
import { imageGate } from './image-gate';

const ctx = setupTestApp();
const MB = 1024 * 1024;

async function personWithRow(): Promise<{ user: TestUser; transactionId: number }> {
  const user = await createUser(ctx);
  const account = await createAccount(ctx, user);
  const row = await createTransaction(ctx, user, account.id, { description: 'Loja', amount: 10 });
  return { user, transactionId: row.id };
}

const captureReceipt = (user: TestUser, data: Buffer, filename: string, contentType: string) =>
  sendReceipt(ctx, user, data, filename, contentType);

/** A phone's 48 MP photo (8064 × 6048, as the main camera of today's phones saves it). */
const photo48Mp = () =>
  sharp({ create: { width: 8064, height: 6048, channels: 3, background: { r: 230, g: 225, b: 210 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

/** A tall phone screenshot (1290 × 2796), RGBA and interlaced: the tighter bound of an interlaced PNG admits it. */
const tallScreenshot = () =>
  sharp({
    create: { width: 1290, height: 2796, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } },
  })
    .png({ progressive: true })
    .toBuffer();

/** The server's memory grew by less than this while a bomb was refused (it decodes to some 1.5 GB). */
const rssGrowthWithin = async <T>(work: () => Promise<T>): Promise<{ result: T; grewMb: number }> => {
  const before = process.memoryUsage().rss;
  const result = await work();
  return { result, grewMb: (process.memoryUsage().rss - before) / MB };
};

describe('a PNG bomb (issue 75 item 1)', () => {
  it('is refused as a comprovante with a 400 naming the bound, before it is decoded', async () => {
    const { user, transactionId } = await personWithRow();
    const bomb = await bombPng();
    expect(bomb.length).toBeLessThan(2 * MB);
    const { result, grewMb } = await rssGrowthWithin(() =>
      uploadAttachment(ctx, user, transactionId, bomb, 'comprovante.png', 'image/png'),
    );
    expect(result.status, JSON.stringify(result.body)).toBe(400);
    expect(result.body.error.message).toBe(ATTACHMENT_MESSAGES.imageTooLarge);
    expect(grewMb).toBeLessThan(500);
    // Nothing was kept.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/transactions/${transactionId}/attachments`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(list.json().data).toEqual([]);
  });

  it('is refused by the capture of a receipt with the same 400', async () => {
    const user = await createUser(ctx);
    const { result, grewMb } = await rssGrowthWithin(async () =>
      captureReceipt(user, await bombPng(), 'recibo.png', 'image/png'),
    );
    expect(result.status, JSON.stringify(result.body)).toBe(400);
    expect(result.body.error.message).toBe(ATTACHMENT_MESSAGES.imageTooLarge);
    expect(grewMb).toBeLessThan(500);
  });

  it('under 50 MP, an interlaced 16-bit PNG is still refused by what it decodes to (20 MP, 162 MB)', async () => {
    const { user, transactionId } = await personWithRow();
    const res = await uploadAttachment(
      ctx,
      user,
      transactionId,
      await bombPng(4500),
      'tela.png',
      'image/png',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.message).toBe(ATTACHMENT_MESSAGES.imageTooLarge);
  });

  it("a phone's 48 MP photo and a tall interlaced screenshot are still kept", async () => {
    const { user, transactionId } = await personWithRow();
    const photo = await uploadAttachment(
      ctx,
      user,
      transactionId,
      await photo48Mp(),
      'foto.jpg',
      'image/jpeg',
    );
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    expect((photo.body.data as Attachment).largura).toBe(2000);
    const shot = await uploadAttachment(
      ctx,
      user,
      transactionId,
      await tallScreenshot(),
      'tela.png',
      'image/png',
    );
    expect(shot.status, JSON.stringify(shot.body)).toBe(201);
    expect((shot.body.data as Attachment).altura).toBe(2000);
  });

  it('a tall screenshot is still read by the capture of a receipt', async () => {
    const user = await createUser(ctx);
    const res = await captureReceipt(user, await screenshotPng(1290, 2796), 'tela.png', 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe("the process's image decodes", () => {
  /** A decode the test ends when it likes; `started` says whether its turn came. */
  function decode() {
    let end: () => void = () => {};
    const state = { started: false, done: new Promise<void>((resolve) => (end = resolve)) };
    return {
      state,
      end: () => end(),
      work: async () => {
        state.started = true;
        await state.done;
      },
    };
  }
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it("one person's several images take one place: another person's goes on the other at once", async () => {
    const gate = imageGate({ running: 2, waitingPerPerson: 3, waiting: 8 });
    const ana = [decode(), decode(), decode(), decode()];
    const anaRuns = ana.map((d) => gate.run(1, d.work));
    const bruno = decode();
    const brunoRuns = gate.run(2, bruno.work);
    await turn();
    expect(ana.map((d) => d.state.started)).toEqual([true, false, false, false]);
    expect(bruno.state.started).toBe(true);
    expect(gate.running()).toBe(2);

    // A fifth of hers is beyond her line: 429 at once, in Portuguese.
    const fifth = gate.run(1, async () => {});
    await expect(fifth).rejects.toBeInstanceOf(HttpError);
    await expect(fifth).rejects.toMatchObject({ statusCode: 429, message: ATTACHMENT_MESSAGES.imagesBusy });

    // Carla arrives while both places are taken; when Bruno's ends, hers goes (Ana already has one running).
    const carla = decode();
    const carlaRuns = gate.run(3, carla.work);
    bruno.end();
    await brunoRuns;
    await turn();
    expect(carla.state.started).toBe(true);
    expect(ana.map((d) => d.state.started)).toEqual([true, false, false, false]);

    // Ana's go one after the other as hers end.
    for (const [i, hers] of ana.entries()) {
      await turn();
      expect(hers.state.started).toBe(true);
      hers.end();
      await anaRuns[i];
    }
    carla.end();
    await carlaRuns;
    expect(gate.running()).toBe(0);
    expect(gate.waiting()).toBe(0);
  });

  it("beyond the process's short line, 429 at once", async () => {
    const gate = imageGate({ running: 1, waitingPerPerson: 2, waiting: 2 });
    const running = decode();
    const runs = [gate.run(1, running.work), gate.run(2, async () => {}), gate.run(3, async () => {})];
    await expect(gate.run(4, async () => {})).rejects.toMatchObject({
      statusCode: 429,
      message: ATTACHMENT_MESSAGES.imagesCrowded,
    });
    running.end();
    await Promise.all(runs);
  });
});
