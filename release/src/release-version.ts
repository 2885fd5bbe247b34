import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ReleaseError } from './release-error';
import { isValidVersion, repoRoot } from './site-layout';

/** The version in a package's package.json: changesets writes it (`pnpm changeset version`). */
export function packageVersion(pkg: string): string {
  return String((JSON.parse(readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8')) as { version: string }).version);
}

/**
 * The version a remote is published as. Without one, its package.json version, so what is served
 * is what its CHANGELOG.md describes. A version given must be that version or a prerelease of it
 * (1.4.0-rc.1 when package.json says 1.4.0: a candidate tried before the release itself);
 * anything else is refused, so a served version never names changes that no changelog records.
 */
export function chooseVersion(pkg: string, declared: string, requested?: string): string {
  const version = requested ?? declared;
  if (!isValidVersion(version)) throw new ReleaseError(`"${version}" is not a version (use e.g. 1.2.3 or 1.2.3-beta.1)`);
  if (version !== declared && !version.startsWith(`${declared}-`)) {
    throw new ReleaseError(
      `${pkg}'s package.json says ${declared}, not ${version}: record the change with \`pnpm changeset\` and run \`pnpm changeset version\` to bump it, ` +
        `then publish without a version (or a prerelease of it, such as ${declared}-rc.1)`,
    );
  }
  return version;
}
