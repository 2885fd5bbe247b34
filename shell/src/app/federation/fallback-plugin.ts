import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What loadRemote resolves to when a remote could not be loaded: the area shows its fallback. */
export interface RemoteLoadFailure {
  khelaRemoteLoadFailed: true;
  id: string;
  message: string;
  /** What failed, read by the area (a chunk's kind and address, SPEC §8); runtime plugins import no shared code. */
  cause: unknown;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && 'khelaRemoteLoadFailed' in value;
}

/**
 * Second layer: `errorLoadRemote` turns a remote that cannot be loaded into a value the shell
 * renders as a translated fallback with a retry, instead of an exception that breaks start-up.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'khela-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'beforeLoadShare') return undefined;
      const failure: RemoteLoadFailure = {
        khelaRemoteLoadFailed: true,
        id,
        message: error instanceof Error ? error.message : String(error),
        cause: error,
      };
      return failure;
    },
  };
}
