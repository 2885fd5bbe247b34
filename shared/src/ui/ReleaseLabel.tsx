import styles from './ui.module.css';

/**
 * Which build of a remote is on screen: support staff ask players for it, and a release manager
 * sees a rollback take effect. Small and muted, at the end of the remote's area.
 */
export function ReleaseLabel({ name, release }: { name: string; release: string }) {
  return (
    <p className={styles.release} data-testid="remote-release" data-remote-name={name} data-release={release}>
      {name} {release}
    </p>
  );
}
