import webpack, { type Compiler } from 'webpack';

/** The chunk name given to a remote's `./app` (create-config.ts), and the file naming its scripts. */
export const EXPOSE_CHUNK_NAME = 'expose-app';
export const EXPOSE_CHUNKS_FILE = 'expose-chunks.json';

/**
 * Writes `expose-chunks.json` beside a remote's remoteEntry.js: the script files its `./app` loads
 * (relative to the remote's folder), the shared modules it takes from the shell left out. The api
 * names them, with the entry, in preload hints of the pages that show the remote at once
 * (api/src/site/remote-preload.ts), so they come while the shell's own script still loads.
 *
 * Not named: the chunks of the remote's own copy of a @khela/shared subpath entry
 * (`@khela/shared/reports`), loaded right after `./app`. Hinted, a copy whose preload failed (a
 * dropped connection) was taken from the failed preload when the area's retry loaded it again, and
 * the retry failed (e2e containment.spec.ts, "unreachable … retry recovers").
 */
export class ExposeChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('KhelaExposeChunks', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'KhelaExposeChunks', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const group = compilation.namedChunkGroups.get(EXPOSE_CHUNK_NAME);
        const scripts = group ? group.getFiles().filter((file) => file.endsWith('.js')) : [];
        compilation.emitAsset(EXPOSE_CHUNKS_FILE, new webpack.sources.RawSource(JSON.stringify({ './app': scripts })));
      });
    });
  }
}
