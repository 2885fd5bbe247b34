import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';

/**
 * The api, the house, the sportsbook and the sandbox are run from JavaScript bundles (`<service>/dist/*.js`) with
 * plain `node`; tsx stays for development and the tests (docs/adr/0011). Each bundle holds the
 * service's own code and the workspace packages it imports (@khela/*, shipped as TypeScript);
 * every package from node_modules stays an ordinary `require` (PGlite loads its wasm and data files
 * from its own folder, geoip-country its database, jimp its fonts).
 */
export const repoRoot = path.resolve(__dirname, '..');

/** In the order `pnpm start` starts them. */
export const services = {
  sandbox: { entries: { main: 'src/main.ts' } },
  api: { entries: { main: 'src/main.ts', operator: 'src/cli/operator.ts' } },
  house: { entries: { main: 'src/main.ts' } },
  sportsbook: { entries: { main: 'src/main.ts' } },
} as const;

export type ServiceName = keyof typeof services;
export const serviceNames = Object.keys(services) as ServiceName[];

export function isServiceName(name: string): name is ServiceName {
  return name in services;
}

const serviceDir = (name: ServiceName) => path.join(repoRoot, name);
const distDir = (name: ServiceName) => path.join(serviceDir(name), 'dist');
/** What a build read, so a later start can tell whether the bundle is older than its sources. */
const inputsFile = (name: ServiceName) => path.join(distDir(name), 'build-inputs.json');

/** The file `node` runs for a service (`main`, or the api's `operator`). */
export function distEntry(name: ServiceName, entry = 'main'): string {
  return path.join(distDir(name), `${entry}.js`);
}

/** Bundles the workspace's own packages; leaves every other bare import to node_modules at run time. */
const workspaceOnly: Plugin = {
  name: 'workspace-only',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@khela/') ? undefined : { path: args.path, external: true }));
  },
};

interface BuildRecord {
  builtAt: number;
  inputs: string[];
}

/** Builds one service into `<service>/dist/` (a fresh folder): one bundle per entry, with its source map. */
export async function buildService(name: ServiceName): Promise<void> {
  const dir = serviceDir(name);
  const builtAt = Date.now();
  rmSync(distDir(name), { recursive: true, force: true });
  // Loaded only to build: a start whose bundles are fresh does not spawn esbuild's service.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: dir,
    entryPoints: services[name].entries,
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    // Bundling renames clashing top-level names; keep `constructor.name` and function names as written.
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [workspaceOnly],
  });
  checkExternalsResolve(name, result.metafile);
  const inputs = [...Object.keys(result.metafile.inputs).map((input) => path.resolve(dir, input)), path.join(dir, 'package.json'), __filename];
  const record: BuildRecord = { builtAt, inputs: inputs.map((input) => path.relative(repoRoot, input)) };
  mkdirSync(distDir(name), { recursive: true });
  writeFileSync(inputsFile(name), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * Every package the bundle requires must be listed in the service's own `dependencies` and found
 * from its folder, where plain `node` will look for it. Resolving alone is not enough: pnpm's
 * scripts set NODE_PATH to its hoisted folder, where a package a bundled workspace package lists
 * (server-kit's @fastify/helmet) is found at build time and missing under `node dist/main.js`.
 */
/** 'a/b/c' → 'a'; '@scope/a/b' → '@scope/a'. */
function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function checkExternalsResolve(name: ServiceName, metafile: Metafile): void {
  const requireFromService = createRequire(path.join(serviceDir(name), 'package.json'));
  const listed = (JSON.parse(readFileSync(path.join(serviceDir(name), 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
  const missing = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:') || imported.kind === 'dynamic-import') continue;
      if (builtinModules.includes(imported.path)) continue;
      if (!(packageNameOf(imported.path) in listed)) {
        missing.add(imported.path);
        continue;
      }
      try {
        requireFromService.resolve(imported.path);
      } catch {
        missing.add(imported.path);
      }
    }
  }
  const builtin = new Set(builtinModules);
  const unresolved = [...missing].filter((specifier) => !builtin.has(specifier));
  if (unresolved.length > 0) throw new Error(`${name}: the bundle requires packages ${name}/package.json does not list: ${unresolved.join(', ')}`);
}

/** Why a service needs building, or null when its bundle is newer than everything it was built from. */
export function staleReason(name: ServiceName): string | null {
  for (const entry of Object.keys(services[name].entries)) if (!existsSync(distEntry(name, entry))) return `no ${path.relative(repoRoot, distEntry(name, entry))}`;
  if (!existsSync(inputsFile(name))) return 'no record of its last build';
  const record = JSON.parse(readFileSync(inputsFile(name), 'utf8')) as BuildRecord;
  for (const input of record.inputs) {
    const file = path.join(repoRoot, input);
    if (!existsSync(file)) return `${input} is gone`;
    if (statSync(file).mtimeMs > record.builtAt) return `${input} changed`;
  }
  return null;
}

/** Builds the services whose bundle is missing or older than its sources; says which and why. */
export async function ensureServicesBuilt(names: readonly ServiceName[] = serviceNames): Promise<void> {
  for (const name of names) {
    const reason = staleReason(name);
    if (!reason) continue;
    console.log(`building ${name} (${reason})`);
    await buildService(name);
  }
}
