import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';

const NAME = 'KhelaStartupPreload';

/** "provide shared module (default) react-dom@19.3.1 = …" / "consume shared module (default) react-dom@!=1.9… (singleton) …" → react-dom. */
const SHARED_MODULE = /^(provide|consume) shared module \(([^)]+)\) (@?[^@\s]+)@/;

function sharedKey(module: Module, compilation: Compilation): { kind: string; key: string } | null {
  const match = SHARED_MODULE.exec(module.readableIdentifier(compilation.requestShortener));
  return match ? { kind: match[1]!, key: `${match[2]}:${match[3]}` } : null;
}

/**
 * The files the shell's start loads before anything shows: the chunks of its async boundary
 * (`import('@/app/bootstrap')` in src/index.ts), and for each shared singleton that code takes
 * from the share scope (React, jotai, i18next, @khela/shared…) the chunk of the shell's own copy,
 * which it provides (the copy every page uses: shareStrategy loaded-first). Main's runtime only
 * asks for them once main.js has arrived and run: a round trip and main's download later than
 * the page could (issue 19). Lazy parts of the app (React.lazy views, the strings) are not followed,
 * nor the provided modules nobody takes at start.
 */
export function startupFiles(compilation: Compilation, entryName = 'main'): string[] {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const { chunkGraph } = compilation;
  const provided = new Map<string, ChunkGroup>();
  const queue: ChunkGroup[] = [];
  for (const child of entry.getChildren()) {
    const origin = child.origins.find((o) => o.module)?.module;
    const shared = origin ? sharedKey(origin, compilation) : null;
    if (shared?.kind === 'provide') provided.set(shared.key, child);
    else queue.push(child); // the async boundary
  }
  const takeShared = (chunk: Chunk) => {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const shared = sharedKey(module, compilation);
      const group = shared?.kind === 'consume' ? provided.get(shared.key) : undefined;
      if (group) queue.push(group);
    }
  };
  for (const chunk of entry.chunks) takeShared(chunk);
  const entryFiles = new Set(entry.getFiles());
  const seen = new Set<ChunkGroup>();
  const files: string[] = [];
  while (queue.length > 0) {
    const group = queue.shift()!;
    if (seen.has(group)) continue;
    seen.add(group);
    for (const file of group.getFiles()) if (!entryFiles.has(file) && !files.includes(file) && /\.(js|css)$/.test(file)) files.push(file);
    for (const chunk of group.chunks) takeShared(chunk);
  }
  return files;
}

/** The files of the named chunks that exist in this build (a lazy chunk the start awaits). */
function namedChunkFiles(compilation: Compilation, names: readonly string[]): string[] {
  return names.flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])]).filter((file) => /\.(js|css)$/.test(file));
}

/**
 * Names the entry's own scripts and startupFiles in preload hints in the host's index.html head, in
 * the order they are needed: main.js first (a deferred script is fetched at low priority, after
 * every high-priority preload; on HTTP/1.1's six connections that put it last). Then `awaitedChunks`:
 * lazy chunks the start waits for before the first render (the shell's strings in the default
 * language, which bootstrap imports only once main and React have run: one more round trip on the
 * way to the first paint of a new visitor).
 */
export class StartupPreloadPlugin {
  constructor(private readonly awaitedChunks: readonly string[] = []) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (groups) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const entryScripts = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
        const hints = [...new Set([...entryScripts, ...startupFiles(compilation), ...namedChunkFiles(compilation, this.awaitedChunks)])].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${publicPath}${file}` }),
        );
        groups.headTags.push(...hints);
        return groups;
      });
    });
  }
}
