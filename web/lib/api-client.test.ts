import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../common/contract/errors';
import { ApiError, api, errorMessage, NetworkError } from './api-client';

// The unit project runs in Node: the session's storage is a plain map here.
beforeEach(() => {
  const storage = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a call that gets no answer', () => {
  it('fails with the network message, not a check-your-data one', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const failure = await api.post('/transactions', { amount: 10 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).status).toBe(0);
    expect(errorMessage(failure, 'Falha ao salvar')).toBe(
      'Sem conexão com o servidor. Verifique a sua internet e tente novamente.',
    );
    expect(NETWORK_ERROR_MESSAGE).toBe(
      'Sem conexão com o servidor. Verifique a sua internet e tente novamente.',
    );
  });

  it('passes an abort through as it is (a query that was cancelled is no failure to show)', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(abort));
    await expect(api.get('/accounts')).rejects.toBe(abort);
  });

  it("shows the server's own message when there was an answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify({ error: { message: 'Conta não encontrada' } }), { status: 404 }),
        ),
    );
    const failure = await api.get('/accounts/9').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).not.toBeInstanceOf(NetworkError);
    expect(errorMessage(failure, 'Erro ao carregar contas')).toBe('Conta não encontrada');
  });
});
