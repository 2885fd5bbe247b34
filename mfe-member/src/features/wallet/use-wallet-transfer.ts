import { bus, newRequestId, readStorage, sessionKeys, walletCalls, writeStorage, type ApiResult, type Wallet, type WalletTransferRequest, type WalletTransferResult } from '@khela/shared';
import { useCallback, useRef, useState } from 'react';

/**
 * What became of the last move:
 * - done / failed: the api's final word (failed moved nothing);
 * - locked: the vendor has not confirmed yet; its status can be checked;
 * - unknown: the request or its answer was lost on the way, so it may or may not have happened;
 *   its status can be checked, and sending the same form again reuses its request id (done once);
 * - refused: the api said no (a 4xx), e.g. 'previous game has not finished'.
 */
export type TransferOutcome =
  | { kind: 'done'; request: WalletTransferRequest }
  | { kind: 'failed'; request: WalletTransferRequest }
  | { kind: 'locked'; request: WalletTransferRequest; again: boolean; checkError: string | null }
  | { kind: 'unknown'; request: WalletTransferRequest; message: string }
  | { kind: 'refused'; message: string };

function storedPending(): TransferOutcome | null {
  const text = readStorage('session', sessionKeys.walletTransferPending);
  if (!text) return null;
  try {
    const request = JSON.parse(text) as WalletTransferRequest;
    return typeof request.requestId === 'string' ? { kind: 'locked', request, again: false, checkError: null } : null;
  } catch {
    return null;
  }
}

function remember(request: WalletTransferRequest | null): void {
  writeStorage('session', sessionKeys.walletTransferPending, request ? JSON.stringify(request) : null);
}

/** A lost request or answer, a time-out or a server fault: the move may have happened or not. */
function uncertain(status: number, code: string): boolean {
  return status === 0 || status >= 500 || code === 'network' || code === 'timeout';
}

/**
 * Sends a move with a request id chosen here (one per move, kept for a retry of the same move),
 * checks a locked or uncertain one, and keeps a locked one across a reload. The wallets in each
 * answer go to `onWallets`; a finished move asks the header for the new balance.
 */
export function useWalletTransfer(onWallets: (wallets: Wallet[]) => void) {
  const [outcome, setOutcome] = useState<TransferOutcome | null>(storedPending);
  const [busy, setBusy] = useState<'sending' | 'checking' | null>(null);
  const busyRef = useRef(false);
  const retryId = useRef<string | null>(null);

  const settle = useCallback(
    (result: ApiResult<WalletTransferResult>, request: WalletTransferRequest, previous: TransferOutcome | null): TransferOutcome => {
      if (!result.ok) {
        const { message, status, code } = result.error;
        if (previous?.kind === 'locked') return { ...previous, checkError: message };
        if (previous?.kind === 'unknown' || uncertain(status, code)) {
          retryId.current = request.requestId;
          return { kind: 'unknown', request, message };
        }
        return { kind: 'refused', message };
      }
      // The api has its word on this move: whatever is sent next is a new move.
      retryId.current = null;
      onWallets(result.value.wallets);
      if (result.value.status === 'locked') {
        remember(request);
        return { kind: 'locked', request, again: previous?.kind === 'locked', checkError: null };
      }
      remember(null);
      bus.emit('balance:changed', { reason: 'walletTransfer' });
      return { kind: result.value.status === 'done' ? 'done' : 'failed', request };
    },
    [onWallets],
  );

  /** One send or check at a time; answers the new outcome, or null when one was already running. */
  const run = useCallback(async (kind: 'sending' | 'checking', work: () => Promise<TransferOutcome>): Promise<TransferOutcome | null> => {
    if (busyRef.current) return null;
    busyRef.current = true;
    setBusy(kind);
    // A new move replaces the last one's outcome; a check keeps it on screen until its answer.
    if (kind === 'sending') setOutcome(null);
    const next = await work();
    busyRef.current = false;
    setBusy(null);
    setOutcome(next);
    return next;
  }, []);

  /** Sends a move; a retry of an uncertain one (same form) goes with the same request id. */
  const send = useCallback(
    (move: Omit<WalletTransferRequest, 'requestId'>) =>
      run('sending', async () => {
        const request = { ...move, requestId: retryId.current ?? newRequestId() };
        retryId.current = null;
        return settle(await walletCalls.transfer(request), request, null);
      }),
    [run, settle],
  );

  /** Asks where a locked or uncertain move stands (the api checks a locked one with the vendor). */
  const check = useCallback(() => {
    const current = outcome;
    if (current?.kind !== 'locked' && current?.kind !== 'unknown') return Promise.resolve(null);
    return run('checking', async () => settle(await walletCalls.transferStatus(current.request.requestId), current.request, current));
  }, [outcome, run, settle]);

  /** The form changed: a new submission is a new move with a new id. */
  const formChanged = useCallback(() => {
    retryId.current = null;
  }, []);

  return { outcome, busy, send, check, formChanged };
}
