import type { FastifyRequest } from 'fastify';
import type { LoginContext } from './login/login-service';

/** Who is asking, as identity records it: IP (proxy-aware when trusted), browser, language. */
export function loginContext(request: FastifyRequest): LoginContext {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null, language: request.language, limits: request.server.limits };
}
