import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startOwnServer, type OwnServer } from '../../e2e/support/own-server';

export { repoRoot };

/** Starts the api serving the built site (SITE_DIR or site/) on its own port and database. */
export async function startSite(port: number): Promise<OwnServer> {
  const siteDir = process.env.SITE_DIR ?? path.join(repoRoot, 'site');
  if (!existsSync(path.join(siteDir, 'index.html'))) throw new Error(`no built site in ${siteDir}: run \`pnpm build\` first`);
  return startOwnServer(port, siteDir);
}
