import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { runAction } from './use-action';

const QUESTION = { title: 'Excluir meta', message: 'Deseja excluir esta meta?', confirmLabel: 'Excluir' };

/** The outlets a screen gives: the dialog answers `answer`, the toasts are recorded. */
function outlets(answer = true) {
  return { confirm: vi.fn(async () => answer), toast: vi.fn() };
}

describe('runAction', () => {
  it('asks first, sends, then says it in a toast', async () => {
    const show = outlets();
    const work = vi.fn(async () => 7);
    const ok = await runAction(
      { confirm: QUESTION, work, done: 'Meta excluída', failed: 'Não foi possível' },
      show,
    );
    expect(ok).toBe(true);
    expect(show.confirm).toHaveBeenCalledWith(QUESTION);
    expect(work).toHaveBeenCalledOnce();
    expect(show.toast).toHaveBeenCalledWith('Meta excluída');
  });

  it('sends nothing and says nothing when answered no', async () => {
    const show = outlets(false);
    const work = vi.fn(async () => undefined);
    const ok = await runAction(
      { confirm: QUESTION, work, done: 'Meta excluída', failed: 'Não foi possível' },
      show,
    );
    expect(ok).toBe(false);
    expect(work).not.toHaveBeenCalled();
    expect(show.toast).not.toHaveBeenCalled();
  });

  it("says the server's words in red, else its own", async () => {
    const show = outlets();
    const refused = new ApiError(409, 'A conta tem transações');
    expect(await runAction({ work: () => Promise.reject(refused), failed: 'Não foi possível' }, show)).toBe(
      false,
    );
    expect(
      await runAction({ work: () => Promise.reject(new Error('rede')), failed: 'Não foi possível' }, show),
    ).toBe(false);
    expect(show.toast.mock.calls).toEqual([
      ['A conta tem transações', 'error'],
      ['Não foi possível', 'error'],
    ]);
    expect(show.confirm).not.toHaveBeenCalled();
  });

  it('keeps its own words when told to, whatever the server said', async () => {
    const show = outlets();
    const refused = new ApiError(409, 'em uso');
    await runAction(
      { work: () => Promise.reject(refused), failed: 'Erro ao excluir', serverWords: false },
      show,
    );
    expect(show.toast).toHaveBeenCalledWith('Erro ao excluir', 'error');
  });

  it('hands the answer to `done`, whose own toast replaces the plain one', async () => {
    const show = outlets();
    const undo = vi.fn();
    await runAction({ work: async () => ({ undo: 'token' }), done: (r) => undo(r.undo), failed: 'x' }, show);
    expect(undo).toHaveBeenCalledWith('token');
    expect(show.toast).not.toHaveBeenCalled();
    await runAction({ work: async () => 2, done: (n) => `${n} alteradas`, failed: 'x' }, show);
    expect(show.toast).toHaveBeenCalledWith('2 alteradas');
  });
});
