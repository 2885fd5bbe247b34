import type { Socket } from 'node:net';
import { failure } from '@khela/contracts';
import { translate } from './i18n/translate';

/**
 * Requests Node's HTTP parser rejects (oversized headers or URL, garbage bytes) never reach
 * Fastify's error handler; they still get the envelope instead of a bare status line.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(
    tooLarge
      ? failure('request.too.large', translate('bn', 'request.too.large'))
      : failure('request.malformed', translate('bn', 'request.invalid', { detail: 'malformed HTTP request' })),
  );
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
