import { AreaFailure, AreaPending, bus, ErrorBoundary } from '@khela/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useCallback, useEffect, useState } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { markAreaSettled } from './area-settled';
import { isRemoteLoadFailure } from './fallback-plugin';
import { remotes, type RemoteKey } from './remote-names';
import { resetRemote } from './remotes-manifest';

type AreaState = { status: 'loading' } | { status: 'ready'; config: ParcelConfig } | { status: 'failed' };

/**
 * One remote's area of the page. Third layer of failure containment: whatever happens to the
 * remote (not loadable, failing to mount, throwing while rendering), only this area shows a
 * translated fallback with a retry; header, menus, popups and other remotes keep working.
 */
export function RemoteArea({ remote }: { remote: RemoteKey }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AreaState>({ status: 'loading' });
  const { federationName } = remotes[remote];

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemote<ParcelConfig>(`${federationName}/app`)
      .then((module) => {
        if (!current) return;
        if (!module || isRemoteLoadFailure(module)) {
          bus.emit('remote:failed', { remote, phase: 'load', message: module ? module.message : 'empty module' });
          setState({ status: 'failed' });
        } else setState({ status: 'ready', config: { ...(module as ParcelConfig) } as ParcelConfig });
      })
      .catch((error: unknown) => {
        if (!current) return;
        bus.emit('remote:failed', { remote, phase: 'load', message: String(error) });
        setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [remote, federationName, attempt]);

  useEffect(() => {
    if (state.status !== 'loading') markAreaSettled();
  }, [state.status]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  const parcelFailed = useCallback(
    (error: Error) => {
      bus.emit('remote:failed', { remote, phase: 'mount', message: error.message });
      setState({ status: 'failed' });
    },
    [remote],
  );

  return (
    <div data-remote={remote} data-state={state.status}>
      {state.status === 'failed' && <AreaFailure area={remote} onRetry={retry} />}
      {state.status === 'loading' && <AreaPending />}
      {state.status === 'ready' && (
        <ErrorBoundary fallback={(_error, reset) => <AreaFailure area={remote} onRetry={() => (reset(), retry())} />}>
          <Parcel config={state.config} mountParcel={mountRootParcel} handleError={parcelFailed} wrapWith="div" />
        </ErrorBoundary>
      )}
    </div>
  );
}
