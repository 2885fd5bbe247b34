import { api, bus, clearSession } from '@khela/shared';

/**
 * Ends the session without asking: tells the server, clears the session, tells every root. A failed
 * logout call still signs out locally (the token is gone from this page either way).
 */
export async function endSession(): Promise<void> {
  await api.delete('/wps/session/logout');
  clearSession();
  bus.emit('session:logout', { reason: 'user' });
}
