import { describe, expect, it } from 'vitest';
import { appSample, importAppFile, previewAppFile } from '../../test/app-import-upload';
import { actingAs, createAccount, createCard, createTransaction, createUser } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

describe('"Primeiros passos" (issue 74 point 16)', () => {
  it("ticks each step from the book's own data as the newcomer does it", async () => {
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const ticks = async () => {
      const res = await as.get('/dashboard/first-steps');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { steps, has_rows } = res.body.data as {
        steps: Array<{ key: string; done: boolean }>;
        has_rows: boolean;
      };
      return { ...Object.fromEntries(steps.map((s) => [s.key, s.done])), has_rows };
    };
    expect(await ticks()).toEqual({
      account: false,
      card: false,
      statement: false,
      fixed: false,
      has_rows: false,
    });

    const account = await createAccount(ctx, user, { name: 'Itaú' });
    await createCard(ctx, user, { name: 'Nubank' });
    expect(await ticks()).toMatchObject({ account: true, card: true, statement: false, has_rows: false });

    // A row typed by hand is no statement.
    await createTransaction(ctx, user, account.id, {
      description: 'Carrefour',
      amount: 312.45,
      date: '2026-11-03',
    });
    expect(await ticks()).toMatchObject({ statement: false, has_rows: true });

    // The statement's one line is the row typed: matched, nothing written, and the step is done all the same.
    const upload = await uploadStatement(
      ctx,
      user,
      { content: 'data;lançamento;valor\n03/11/2026;PAG*CARREFOUR;-312,45' },
      { defaultAccountId: account.id },
    );
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expect(upload.body.data).toMatchObject({ inserted: 0, matched: 1 });
    expect(await ticks()).toMatchObject({ statement: true, fixed: false });

    const fixed = await as.post('/recurring', {
      account_id: account.id,
      amount: 1500,
      description: 'Aluguel',
      due_day: 5,
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(201);
    expect(await ticks()).toEqual({
      account: true,
      card: true,
      statement: true,
      fixed: true,
      has_rows: true,
    });

    // Another person's book says nothing of this one.
    const stranger = actingAs(ctx, await createUser(ctx));
    expect(
      (await stranger.get('/dashboard/first-steps')).body.data.steps.some((s: { done: boolean }) => s.done),
    ).toBe(false);
  });

  it("another app's history is not last month's statement: only the bank's file or the bank is (issue 74)", async () => {
    const user = await createUser(ctx);
    const statementTicked = async () =>
      (
        (await actingAs(ctx, user).get('/dashboard/first-steps')).body.data.steps as Array<{
          key: string;
          done: boolean;
        }>
      ).find((s) => s.key === 'statement')?.done;
    const file = { content: appSample('mobills.csv'), filename: 'mobills.csv' };
    const preview = await previewAppFile(ctx, user, file, { app: 'mobills' });
    const job = await importAppFile(ctx, user, file, {
      app: 'mobills',
      accounts: { 'Cartão Nubank': { type: 'credit_card', closing_day: 3, due_day: 10, credit_limit: 5000 } },
    });
    expect(job.result?.transactions).toBe(preview.rows);
    expect(await statementTicked()).toBe(false);

    const itau = preview.accounts.find((a) => a.name === 'Conta Itaú');
    const accounts = (await actingAs(ctx, user).get('/accounts')).body.data as Array<{
      id: number;
      name: string;
    }>;
    const account = accounts.find((a) => a.name === itau?.name);
    if (!account) throw new Error('no account');
    const upload = await uploadStatement(
      ctx,
      user,
      { content: 'data;lançamento;valor\n03/11/2026;PAG*CARREFOUR;-312,45' },
      { defaultAccountId: account.id },
    );
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expect(await statementTicked()).toBe(true);
  });
});
