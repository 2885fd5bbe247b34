import { AreaFailure, AreaPending, bus, chunkFailureOf, ErrorBoundary, releaseFirstDrawings, SITE_REMOTES as remotes, type ChunkFailure, type RemoteKey, type RemoteProps } from '@khela/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { markAreaSettled } from './area-settled';
import { isRemoteLoadFailure } from './fallback-plugin';
import { remoteEntryAddress, resetRemote } from './remotes-manifest';

type RemoteHistory = NonNullable<RemoteProps['history']>;

/** How long index.html's first banner may stand once an area is ready (see below). */
const FIRST_BANNER_AT_MOST_MS = 3000;

type AreaState = { status: 'loading' } | { status: 'ready'; config: ParcelConfig } | { status: 'failed'; failure: ChunkFailure | null };

/** The remote's entry file, a script, when nothing more precise is known of what did not arrive. */
function entryFailure(remote: RemoteKey): ChunkFailure | null {
  const address = remoteEntryAddress(remote);
  return address ? { type: 'script', address } : null;
}

/**
 * One remote's area of the page. Third layer of failure containment: whatever happens to the
 * remote (not loadable, failing to mount, throwing while rendering), only this area shows a
 * translated fallback with a retry; header, menus, popups and other remotes keep working.
 */
export function RemoteArea({ remote, history }: { remote: RemoteKey; /** A history of its own (a center popup), else the page's. */ history?: RemoteHistory }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AreaState>({ status: 'loading' });
  const { federationName } = remotes[remote];
  /**
   * A retry the reader asked for gets one more try of its own: a script whose preload failed (index.html
   * preloads the home remote's scripts) is handed by the browser to its first taker as failed, so the
   * first reload after a dropped connection can meet that stale failure once.
   */
  const secondTry = useRef(false);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const fail = (failure: ChunkFailure | null) => {
      if (secondTry.current) {
        secondTry.current = false;
        resetRemote(remote);
        setAttempt((n) => n + 1);
        return;
      }
      setState({ status: 'failed', failure });
    };
    loadRemote<ParcelConfig>(`${federationName}/app`)
      .then((module) => {
        if (!current) return;
        if (!module || isRemoteLoadFailure(module)) {
          bus.emit('remote:failed', { remote, phase: 'load', message: module ? module.message : 'empty module' });
          fail((module && chunkFailureOf(module.cause)) ?? entryFailure(remote));
        } else {
          secondTry.current = false;
          setState({ status: 'ready', config: { ...(module as ParcelConfig) } as ParcelConfig });
        }
      })
      .catch((error: unknown) => {
        if (!current) return;
        bus.emit('remote:failed', { remote, phase: 'load', message: String(error) });
        fail(chunkFailureOf(error) ?? entryFailure(remote));
      });
    return () => {
      current = false;
    };
  }, [remote, federationName, attempt]);

  useEffect(() => {
    if (state.status !== 'loading') markAreaSettled();
  }, [state.status]);

  /**
   * The home remote takes index.html's first banner and frame away once its own are shown; a home
   * remote of a release from before that (a rollback) does not know to, and the picture would stand
   * over its page for good. So the shell takes them away a while after any area is ready, whoever drew them.
   */
  useEffect(() => {
    if (state.status !== 'ready') return;
    const timer = setTimeout(releaseFirstDrawings, FIRST_BANNER_AT_MOST_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  const retry = useCallback(() => {
    secondTry.current = true;
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  const parcelFailed = useCallback(
    (error: Error) => {
      bus.emit('remote:failed', { remote, phase: 'mount', message: error.message });
      setState({ status: 'failed', failure: chunkFailureOf(error) });
    },
    [remote],
  );

  return (
    <div data-remote={remote} data-state={state.status}>
      {state.status === 'failed' && <AreaFailure area={remote} failure={state.failure} onRetry={retry} />}
      {state.status === 'loading' && <AreaPending />}
      {state.status === 'ready' && (
        <ErrorBoundary fallback={(error, reset) => <AreaFailure area={remote} failure={chunkFailureOf(error)} onRetry={() => (reset(), retry())} />}>
          <Parcel config={state.config} mountParcel={mountRootParcel} handleError={parcelFailed} wrapWith="div" {...(history && { history })} />
        </ErrorBoundary>
      )}
    </div>
  );
}
