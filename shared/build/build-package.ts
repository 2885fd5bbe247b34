/**
 * Builds the package in the current folder from its webpack.config.ts. A tiny runner instead of
 * webpack-cli so the config stays TypeScript without a loader dance.
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

async function main(): Promise<void> {
  const configModule = (await import(path.join(process.cwd(), 'webpack.config.ts'))) as { default: Configuration | { default: Configuration } };
  const exported = configModule.default;
  const config = 'default' in exported ? exported.default : exported;
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
  console.log(`built ${path.basename(process.cwd())}: ${(info.assets ?? []).length} files, ${(bytes / 1024).toFixed(1)} KiB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
