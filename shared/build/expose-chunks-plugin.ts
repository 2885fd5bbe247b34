import webpack, { type Compiler, type Module } from 'webpack';

/** The chunk name given to a remote's `./app` (create-config.ts), and the file naming its scripts. */
export const EXPOSE_CHUNK_NAME = 'expose-app';
export const EXPOSE_CHUNKS_FILE = 'expose-chunks.json';

/**
 * @khela/shared's subpath entries (`@khela/shared/reports`, …) are shared singletons the shell
 * mostly does not import: the first remote that needs one loads its own copy (shared-modules.ts),
 * right after its `./app`. Where the shell has one too (`sealed`, in a lazy chunk of its own), the
 * remote's hinted copy may go unused: a kilobyte.
 */
const REMOTE_PROVIDED_SHARED = /^@khela\/shared\/./;

/**
 * Writes `expose-chunks.json` beside a remote's remoteEntry.js: the script files its `./app` loads
 * (relative to the remote's folder), the shared modules it takes from the shell left out, and the
 * remote's own copy of the @khela/shared subpath entries it uses. The api names them, with the
 * entry, in preload hints of the pages that show the remote at once (api/src/site/remote-preload.ts),
 * so they come while the shell's own script still loads instead of one after another once it has run.
 */
export class ExposeChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('KhelaExposeChunks', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'KhelaExposeChunks', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const group = compilation.namedChunkGroups.get(EXPOSE_CHUNK_NAME);
        const files = new Set(group ? group.getFiles() : []);
        const used = new Set<string>();
        for (const chunk of group?.chunks ?? []) {
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            const key = shareKeyOf(module, 'consume-shared-module');
            if (REMOTE_PROVIDED_SHARED.test(key)) used.add(key);
          }
        }
        // The copy the remote provides to the share scope is the one loaded (its `get` loads the provide module's chunks).
        for (const module of compilation.modules) {
          if (!used.has(shareKeyOf(module, 'provide-module'))) continue;
          for (const block of module.blocks) compilation.chunkGraph.getBlockChunkGroup(block)?.getFiles().forEach((file) => files.add(file));
        }
        const scripts = [...files].filter((file) => file.endsWith('.js'));
        compilation.emitAsset(EXPOSE_CHUNKS_FILE, new webpack.sources.RawSource(JSON.stringify({ './app': scripts })));
      });
    });
  }
}

/**
 * A consume-shared or provide module's share key, else ''. Module Federation's modules keep it in
 * their own fields: a ConsumeSharedModule in `options.shareKey`, a ProvideSharedModule in `_name`.
 */
function shareKeyOf(module: Module, type: 'consume-shared-module' | 'provide-module'): string {
  if (module.type !== type) return '';
  const fields = module as Module & { options?: { shareKey?: unknown }; _name?: unknown };
  const key = type === 'consume-shared-module' ? fields.options?.shareKey : fields._name;
  return typeof key === 'string' ? key : '';
}
