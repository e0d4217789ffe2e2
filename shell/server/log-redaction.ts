// What the shell's servers log of a request: its method, its path and the names of its query's
// parameters, never their values. The sso/launch answer carries the partner's authorization code and
// the launch's state in its query (the probe's F6), a wallet frame its merchant's key: none of them is
// for a log line.
import type { FastifyRequest } from 'fastify';

/** The URL with every query value replaced by `[redacted]`; the path as it is. */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => `${part.split('=')[0] ?? ''}=[redacted]`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** Fastify's request serializer, with the query's values left out. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};
