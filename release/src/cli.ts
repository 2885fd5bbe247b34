/**
 * Release manager's commands (README "Releases"):
 *   release publish <remote> [version]   build one remote as its package.json version (or a prerelease
 *                                        of it) into a new immutable folder and serve it
 *   release list <remote>                the versions published, and the one in service
 *   release rollback <remote> [version]  serve a given earlier version, or the previous one
 *   release site                          rebuild the whole site from source (shell and remotes)
 *   release ensure                        build only what the site lacks (used by `pnpm start`)
 */
import { ensureSite, listVersions, publish, rebuildSite, rollback } from './release-actions';
import { ReleaseError } from './release-error';
import { isRemotePackage, remotePackages, siteDir, type RemotePackage } from './site-layout';

function remoteArgument(value: string | undefined): RemotePackage {
  if (!value || !isRemotePackage(value)) throw new ReleaseError(`name a remote: ${remotePackages.join(', ')}`);
  return value;
}

function run(argv: string[]): void {
  const [command, name, version] = argv;
  switch (command) {
    case 'publish': {
      const remote = remoteArgument(name);
      console.log(`${remote} ${publish(remote, version)} is now in service (${siteDir()})`);
      return;
    }
    case 'list': {
      const remote = remoteArgument(name);
      const versions = listVersions(remote);
      if (versions.length === 0) console.log(`${remote}: nothing published yet`);
      for (const entry of versions) console.log(`${entry.inService ? '*' : ' '} ${entry.version}  ${entry.publishedAt}`);
      return;
    }
    case 'rollback': {
      const remote = remoteArgument(name);
      console.log(`${remote} rolled back to ${rollback(remote, version)}`);
      return;
    }
    case 'site':
      rebuildSite();
      console.log(`site built in ${siteDir()}`);
      return;
    case 'ensure':
      ensureSite();
      return;
    default:
      throw new ReleaseError('usage: release publish|list|rollback <remote> [version] | release site | release ensure');
  }
}

try {
  run(process.argv.slice(2));
} catch (error) {
  if (error instanceof ReleaseError) {
    console.error(`release: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
