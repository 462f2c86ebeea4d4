/**
 * The files shared into the installed app (the phone's share sheet): web/public/share-target-sw.js keeps them
 * in Cache Storage under these names when it answers the POST to /compartilhar; the Transactions page takes them
 * once, and they are gone from the device.
 */
export const SHARE_CACHE = 'grana-compartilhado';
export const NAME_HEADER = 'x-grana-file-name';

/** Nothing shared, no cache API (an old browser, a page not served over HTTPS): no files. */
export async function takeSharedFiles(
  storage: CacheStorage | undefined = globalThis.caches,
): Promise<File[]> {
  if (!storage || !(await storage.has(SHARE_CACHE))) return [];
  const cache = await storage.open(SHARE_CACHE);
  const files: File[] = [];
  for (const request of await cache.keys()) {
    const answer = await cache.match(request);
    if (answer) files.push(await fileOf(answer, request.url));
  }
  await storage.delete(SHARE_CACHE);
  return files;
}

/**
 * "Sair" on a shared device: a share not taken yet leaves with the person (the service worker keeps no other
 * comprovante: it caches the build only, never `/api/`, vite.config.ts). No Cache Storage: nothing to forget.
 */
export async function forgetSharedFiles(
  storage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  await storage?.delete(SHARE_CACHE);
}

async function fileOf(answer: Response, url: string): Promise<File> {
  const encoded = answer.headers.get(NAME_HEADER);
  const name = encoded ? decodeURIComponent(encoded) : (url.split('/').pop() ?? 'comprovante');
  const blob = await answer.blob();
  return new File([blob], name, { type: answer.headers.get('content-type') ?? blob.type });
}
