import type { FastifyReply } from 'fastify';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'application/pdf': '.pdf',
};

/** '.pdf' for a stored application/pdf ('.jpg', '.png'); '' for a type never stored. */
export const extensionOf = (contentType: string): string => EXTENSIONS[contentType] ?? '';

/** The name a download gets: the comprovante's, with the extension of what is stored (a HEIC is kept as JPEG). */
export function downloadName(name: string, contentType: string): string {
  const extension = extensionOf(contentType);
  const stem = name.replace(/\.(jpe?g|png|pdf|heic|heif)$/i, '');
  return `${stem}${extension}`;
}

/**
 * Content-Disposition that no name can break: an ASCII stand-in in `filename` (quotes, backslashes and anything
 * outside plain letters replaced) and the real name in `filename*` (RFC 5987, UTF-8, percent-encoded).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .slice(0, 150);
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii || 'comprovante'}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored file with the type the server fixed when it stored it, never sniffed, never run: a sandbox with
 * nothing allowed, should a browser open it as a page anyway. Its Cache-Control is every API answer's `no-store`
 * (http/security-headers.ts), a thumbnail's too: on a shared device, a person's comprovantes would outlive their
 * sign-out in the browser's HTTP cache (the web app keeps them in memory for the session, forgotten at "Sair").
 */
export function sendStored(
  reply: FastifyReply,
  stream: NodeJS.ReadableStream,
  o: { contentType: string; size: number; fileName?: string },
) {
  reply
    .header('content-type', o.contentType)
    .header('content-length', String(o.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (o.fileName) reply.header('content-disposition', attachmentDisposition(o.fileName));
  return reply.send(stream);
}
