import { describe, expect, it } from 'vitest';
import { forgetSharedFiles, NAME_HEADER, SHARE_CACHE, takeSharedFiles } from './shared-files';

/** The part of Cache Storage the module and the worker use, kept in memory (Node has no Cache Storage). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (entries: Map<string, Response>) =>
    ({
      put: async (url: string, answer: Response) =>
        void entries.set(new URL(url, 'https://grana.test').href, answer),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      match: async (request: Request) => entries.get(request.url)?.clone(),
    }) as unknown as Cache;
  const storage = {
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
  } as unknown as CacheStorage;
  return { storage, stores };
}

/** What share-target-sw.js writes for one shared file. */
async function keepAsTheWorkerDoes(storage: CacheStorage, files: File[]) {
  const cache = await storage.open(SHARE_CACHE);
  for (const [index, file] of files.entries()) {
    const headers = { 'content-type': file.type, [NAME_HEADER]: encodeURIComponent(file.name) };
    await cache.put(`/compartilhar/${index}`, new Response(file, { headers }));
  }
}

describe('takeSharedFiles', () => {
  it('gives back the shared files with their names, types and bytes, in order, and only once', async () => {
    const { storage, stores } = memoryCaches();
    const pdf = new File(['%PDF-1.7 pix'], 'Comprovante Pix – padaria.pdf', { type: 'application/pdf' });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_0042.jpg', { type: 'image/jpeg' });
    await keepAsTheWorkerDoes(storage, [pdf, photo]);

    const files = await takeSharedFiles(storage);
    expect(files.map((f) => [f.name, f.type, f.size])).toEqual([
      ['Comprovante Pix – padaria.pdf', 'application/pdf', 12],
      ['IMG_0042.jpg', 'image/jpeg', 3],
    ]);
    expect(await files[0]?.text()).toBe('%PDF-1.7 pix');
    expect(stores.has(SHARE_CACHE)).toBe(false);
    expect(await takeSharedFiles(storage)).toEqual([]);
  });

  it('finds nothing when nothing was shared or the browser has no Cache Storage', async () => {
    const { storage, stores } = memoryCaches();
    expect(await takeSharedFiles(storage)).toEqual([]);
    // Looking leaves no empty store behind.
    expect(stores.size).toBe(0);
    expect(await takeSharedFiles(undefined)).toEqual([]);
  });
});

describe('forgetSharedFiles', () => {
  it('issue 75: comprovantes "survive sign-out on a shared device": Sair leaves no shared file for the next person', async () => {
    const { storage, stores } = memoryCaches();
    await keepAsTheWorkerDoes(storage, [new File(['%PDF-1.7 pix'], 'pix.pdf', { type: 'application/pdf' })]);
    await forgetSharedFiles(storage);
    expect(stores.has(SHARE_CACHE)).toBe(false);
    expect(await takeSharedFiles(storage)).toEqual([]);
    await expect(forgetSharedFiles(undefined)).resolves.toBeUndefined();
  });
});
