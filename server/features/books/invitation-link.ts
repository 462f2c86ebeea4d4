import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * Where an invitation link points. With APP_URL configured, always there: a deployment says its own address, and
 * no request header is trusted. Without it, the default (http://localhost:PORT) is wrong for any dono not using
 * the app on the server's own machine (another computer of the house, a phone on the LAN), so the link uses the
 * address the dono's browser is using: the request's Origin, else its Host. A forged Host could only point the
 * link, and the e-mail the invitee gets, at another site, so it is taken only when nothing is configured, only as an
 * http(s) origin with no path or credentials, and an Origin only when it names the same host as the request.
 */
export function invitationLinkBase(
  config: Pick<Config, 'appUrl' | 'appUrlConfigured'>,
  req: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>,
): string {
  if (config.appUrlConfigured) return config.appUrl;
  const host = req.host;
  const origin = originOf(req.headers.origin);
  if (origin && host && new URL(origin).host === host) return origin;
  return (host && originOf(`${req.protocol}://${host}`)) || config.appUrl;
}

/** An http(s) origin ('http://192.168.0.10:3000'), or null for anything else. */
function originOf(text: string | undefined): string | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '')) return null;
    return url.origin;
  } catch {
    return null;
  }
}
