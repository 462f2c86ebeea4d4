/*
 * The installed app as a share target (the manifest's share_target, vite.config.ts): the phone's share sheet
 * POSTs the files to /compartilhar, and this script, imported by the generated service worker (sw.js), answers
 * that POST, which Workbox's own routes never do. The files are kept in Cache Storage, one share at a time (a
 * newer one replaces it), and the page is sent to the transactions, where web/pwa/shared-files.ts takes them.
 * The names below are the ones web/pwa/shared-files.ts reads.
 */
const SHARE_CACHE = 'grana-compartilhado';
const SHARE_PATH = '/compartilhar';
const SHARE_FIELD = 'comprovante';
const NAME_HEADER = 'x-grana-file-name';

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'POST') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname !== SHARE_PATH) return;
  event.respondWith(keepShare(request));
});

/** Stores the shared files and sends the page on; a share that cannot be kept is said so there ('falhou'). */
async function keepShare(request) {
  let kept = false;
  try {
    const form = await request.formData();
    const files = form.getAll(SHARE_FIELD).filter((value) => typeof value !== 'string');
    await caches.delete(SHARE_CACHE);
    const cache = await caches.open(SHARE_CACHE);
    // One entry a file, in the order shared; the name travels encoded in a header (any character is allowed).
    for (const [index, file] of files.entries()) {
      const headers = {
        'content-type': file.type || 'application/octet-stream',
        [NAME_HEADER]: encodeURIComponent(file.name),
      };
      await cache.put(`${SHARE_PATH}/${index}`, new Response(file, { headers }));
    }
    kept = true;
  } catch {
    // A body too large for the device's storage, or one that is not a form: nothing is kept.
  }
  return Response.redirect(
    new URL(`/transactions?compartilhado=${kept ? 1 : 'falhou'}`, self.location.origin).href,
    303,
  );
}
