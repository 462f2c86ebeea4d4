import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOK_HEADER } from '../../common/contract/book-roles';
import { NETWORK_ERROR_MESSAGE } from '../../common/contract/errors';
import { memoryStorage } from '../test/memory-storage';
import { ApiError, api, errorMessage, fileNameOf, NetworkError } from './api-client';
import { chooseBook, currentBookId, onBookGone } from './current-book';

// The unit project runs in Node: the session's storage and the chosen book's are plain maps here.
beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('localStorage', memoryStorage());
  // No session's cookie unless a test sets one.
  vi.stubGlobal('document', { cookie: '' });
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

describe('the current book', () => {
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  const sentBook = (fetch: ReturnType<typeof vi.fn>, call = 0) =>
    (fetch.mock.calls[call]![1] as RequestInit).headers as Record<string, string>;

  it('is named on every call once a shared book is chosen, and not at all for the personal book', async () => {
    const fetch = vi.fn().mockImplementation(async () => answer(200, { data: [] }));
    vi.stubGlobal('fetch', fetch);
    await api.get('/accounts');
    expect(sentBook(fetch)).not.toHaveProperty(BOOK_HEADER);
    chooseBook(42);
    await api.post('/transactions', { amount: 10 });
    expect(sentBook(fetch, 1)[BOOK_HEADER]).toBe('42');
    chooseBook(7, 7);
    await api.get('/accounts');
    expect(sentBook(fetch, 2)).not.toHaveProperty(BOOK_HEADER);
  });

  it('is forgotten when the server says the person is no longer in it, and the app is told once', async () => {
    chooseBook(42);
    const gone = vi.fn();
    const stop = onBookGone(gone);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockImplementation(async () =>
          answer(404, { error: { message: 'Livro não encontrado', reason: 'book_gone' } }),
        ),
    );
    const failures = await Promise.all([
      api.get('/accounts').catch((e: unknown) => e),
      api.get('/dashboard').catch((e: unknown) => e),
    ]);
    stop();
    expect(failures.map((f) => (f as ApiError).message)).toEqual([
      'Livro não encontrado',
      'Livro não encontrado',
    ]);
    expect(currentBookId()).toBeNull();
    expect(gone).toHaveBeenCalledTimes(1);
    expect(gone).toHaveBeenCalledWith(42);
  });

  it('stays chosen when the refusal was for a book left behind by a switch meanwhile', async () => {
    chooseBook(42);
    const gone = vi.fn();
    const stop = onBookGone(gone);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => {
        chooseBook(9);
        return answer(404, { error: { message: 'Livro não encontrado', reason: 'book_gone' } });
      }),
    );
    await api.get('/accounts').catch(() => {});
    stop();
    expect(currentBookId()).toBe(9);
    expect(gone).not.toHaveBeenCalled();
  });

  it('is not forgotten by another 404', async () => {
    chooseBook(42);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(404, { error: { message: 'Conta não encontrada' } })),
    );
    await api.get('/accounts/9').catch(() => {});
    expect(currentBookId()).toBe(42);
  });
});

describe('a new tab of a signed-in person (the session cookie, no access token yet)', () => {
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  const bearerOf = (init: RequestInit | undefined) =>
    (init?.headers as Record<string, string> | undefined)?.authorization ?? null;
  // The page sees the session's flag cookie (the refresh token's own cookie is HttpOnly, out of its sight).
  const inSignedInTab = () => vi.stubGlobal('document', { cookie: 'grana_session=1' });
  // A renewal is shared by the calls that asked for it until the next task: the last test's is gone by then.
  beforeEach(() => new Promise((done) => setTimeout(done, 0)));

  it('renews the session once before its first calls, so none of them is answered 401', async () => {
    inSignedInTab();
    const fetch = vi.fn().mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/v1/auth/refresh') return answer(200, { data: { accessToken: 'novo' } });
      return bearerOf(init) === 'Bearer novo'
        ? answer(200, { data: [] })
        : answer(401, { error: { message: 'Não autenticado' } });
    });
    vi.stubGlobal('fetch', fetch);
    await Promise.all([api.get('/books'), api.get('/dashboard/summary'), api.get('/goals')]);
    const calls = fetch.mock.calls.map(([url, init]) => [url, bearerOf(init)]);
    expect(calls).toEqual([
      ['/api/v1/auth/refresh', null],
      ['/api/v1/books', 'Bearer novo'],
      ['/api/v1/dashboard/summary', 'Bearer novo'],
      ['/api/v1/goals', 'Bearer novo'],
    ]);
  });

  it('goes to the sign-in page when the session cannot be renewed, without sending the call', async () => {
    inSignedInTab();
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/transactions', assign } });
    const fetch = vi.fn().mockResolvedValue(answer(401, { error: { message: 'Sessão inválida' } }));
    vi.stubGlobal('fetch', fetch);
    const failure = await api.get('/books').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Sessão expirada. Entre novamente.');
    expect(assign).toHaveBeenCalledWith('/login');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/v1/auth/refresh']);
  });

  it('without a network the call says so, and the session is kept for when it is back', async () => {
    inSignedInTab();
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/transactions', assign } });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const failure = await api.get('/books').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for no renewal where there is no session (the sign-in page)', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, { data: { accessToken: 'a' } }));
    vi.stubGlobal('fetch', fetch);
    await api.post('/auth/login', { email: 'a@b.c', password: 'x' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/v1/auth/login']);
  });
});

describe('a download named by the server', () => {
  it("keeps the name's accents from filename*, and falls back to the plain name", () => {
    expect(
      fileNameOf(`attachment; filename="Recibo Farmacia.jpg"; filename*=UTF-8''Recibo%20Farm%C3%A1cia.jpg`),
    ).toBe('Recibo Farmácia.jpg');
    expect(fileNameOf('attachment; filename="grana-backup-2026-11-28.json"')).toBe(
      'grana-backup-2026-11-28.json',
    );
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('a.pdf');
    expect(fileNameOf('')).toBeNull();
  });
});
