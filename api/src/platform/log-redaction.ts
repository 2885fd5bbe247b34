import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * No token, code or password in a log line (docs/api.md, "Logs"): the request line keeps the path
 * and the names of the query's parameters but none of their values (a hand-off code, an OIDC code
 * and state, a reset link's token all travel there), and the credential headers are censored
 * wherever a log line carries headers.
 */
export const REDACTED = '[redacted]';

/** Headers that carry a credential: the session token, cookies, the operator's and vendors' tokens. */
export const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-operator-token', 'x-token', 'x-api-key', 'x-auth-token', 'proxy-authorization'];

/** `/path?code=abc&state=xyz` → `/path?code=[redacted]&state=[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair.length > 0)
    .map((pair) => `${pair.split('=')[0]!.slice(0, 64)}=${REDACTED}`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** Pino censor paths: the headers above under any object a log line carries (req, request, res, headers). */
function redactPaths(): string[] {
  const keys = CREDENTIAL_HEADERS.map((name) => `["${name}"]`);
  return ['req.headers', 'request.headers', 'res.headers', 'headers', '*.headers'].flatMap((base) => keys.map((key) => `${base}${key}`));
}

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options with the request serializer and the censor added; `false` stays off. */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: redactPaths(), censor: REDACTED },
    serializers: {
      ...(options.serializers ?? {}),
      // Fastify's own request line: the address without its query's values.
      req: (request: FastifyRequest) => ({
        method: request?.method,
        url: typeof request?.url === 'string' ? redactUrl(request.url) : undefined,
        host: request?.host,
        remoteAddress: request?.ip,
        remotePort: request?.socket?.remotePort,
      }),
    },
  };
}
