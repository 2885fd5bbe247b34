/**
 * Builds the package in the current folder from its webpack.config.ts: one configuration, or
 * several built one after the other (a remote's browser build, then its first frame's server
 * build, which writes inside the folder the first one cleans). A tiny runner instead of
 * webpack-cli so the config stays TypeScript without a loader dance.
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

type Configurations = Configuration | Configuration[];

async function build(config: Configuration): Promise<void> {
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config, (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  for (const warning of info.warnings ?? []) console.warn(warning.message);
  if (stats.hasErrors()) {
    for (const error of info.errors ?? []) console.error(error.message);
    process.exit(1);
  }
  const bytes = (info.assets ?? []).reduce((sum, asset) => sum + asset.size, 0);
  const name = config.name ? ` (${config.name})` : '';
  console.log(`built ${path.basename(process.cwd())}${name}: ${(info.assets ?? []).length} files, ${(bytes / 1024).toFixed(1)} KiB`);
}

async function main(): Promise<void> {
  const configModule = (await import(path.join(process.cwd(), 'webpack.config.ts'))) as { default: Configurations | { default: Configurations } };
  const exported = configModule.default;
  const configs = !Array.isArray(exported) && 'default' in exported ? exported.default : exported;
  for (const config of Array.isArray(configs) ? configs : [configs]) await build(config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
