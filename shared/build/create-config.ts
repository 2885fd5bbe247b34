import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import { BuildReportPlugin } from './build-report-plugin';
import { EXPOSE_CHUNK_NAME, ExposeChunksPlugin } from './expose-chunks-plugin';
import { shellCarriedStyles } from './shell-carried-styles';
import { StartupPreloadPlugin } from './startup-preload-plugin';
import { sharedModules } from './shared-modules';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import { CHUNK_LOAD_TIMEOUT_MS } from '@khela/contracts/constants';

export interface FederatedBuild {
  /** Folder of the package being built. */
  packageDir: string;
  /** Module Federation name: a JS identifier (mfe_home). */
  federationName: string;
  /** Short prefix for CSS class names, so two remotes never clash. */
  cssPrefix: string;
  kind: 'host' | 'remote';
  /** Runtime plugins (host only): retry and fallback live in small files of their own. */
  runtimePlugins?: string[];
  /** Values for the host's index.html template (`<%- name %>`, HTML-escaped). */
  htmlParameters?: Record<string, string>;
  /** Lazy chunks (by webpackChunkName) the host's start awaits before its first render: preloaded from index.html (host only). */
  preloadChunks?: readonly string[];
}

/** A remote's `./app`: `src/app/app.tsx` in a feature-first package, `src/app.tsx` before it moved. */
function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Versions of the shared singletons, read from the installed packages so requiredVersion is honest. */
function installedVersions(packageDir: string): { ranges: Record<string, string>; exact: Record<string, string> } {
  const names = ['react', 'react-dom', 'jotai', 'i18next', 'react-i18next'];
  const ranges: Record<string, string> = {};
  const exact: Record<string, string> = {};
  for (const name of names) {
    const manifest = path.join(packageDir, 'node_modules', name, 'package.json');
    exact[name] = String(readJson(manifest).version);
    ranges[name] = `^${exact[name]}`;
  }
  ranges['@khela/shared'] = String(readJson(path.join(__dirname, '..', 'package.json')).version);
  return { ranges, exact };
}

/**
 * react-i18next's own ESM entry, for shared/build/react-i18next-used.mjs (the part of it that is
 * shared): by file, past the package's export map, since the name `react-i18next` is that module.
 * And its `use-sync-external-store/shim` import answered by React itself.
 */
function reactI18nextPackageAlias(): Record<string, string> {
  const sharedDir = path.join(__dirname, '..');
  const packageDir = path.dirname(require.resolve('react-i18next/package.json', { paths: [sharedDir] }));
  return {
    'react-i18next-package$': path.join(packageDir, 'dist/es/index.js'),
    // React 19 has the hook the shim stands in for (use-sync-external-store-react.mjs).
    'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store-react.mjs'),
  };
}

/**
 * react-router 7 points every export condition at its development build (remix-run/react-router
 * #12532, #14102): dev-only warnings and checks ship to phones. A production build resolves the
 * package's own production build instead. Only @khela/shared imports react-router (through
 * react-router-dom), so every build resolves the same one copy.
 */
function reactRouterProductionAliases(): Record<string, string> {
  const sharedDir = path.join(__dirname, '..');
  const routerDom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [sharedDir] }));
  const router = path.dirname(require.resolve('react-router/package.json', { paths: [routerDom] }));
  return {
    'react-router$': path.join(router, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(router, 'dist/production/dom-export.mjs'),
  };
}

/**
 * `provideExternalRuntime` adds a runtime plugin by its CommonJS file, which `require`s the CJS
 * build of the federation runtime while webpack's bundler runtime imports the ESM build: the host
 * then carried the whole runtime twice (~190 KB raw). Pointing the plugin at its own ESM build
 * makes both use the one ESM copy; the plugin exposes that same copy to the remotes.
 */
function externalRuntimePluginAsEsm(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource: { request: string }) => {
    resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
  });
}

/** `@/…` is the package's own src/ (bulletproof-react); @khela/shared itself uses relative imports. */
function resolveFor(packageDir: string, production: boolean): Configuration['resolve'] {
  return { extensions: ['.tsx', '.ts', '.js', '.json'], alias: { '@': path.join(packageDir, 'src'), ...reactI18nextPackageAlias(), ...(production ? reactRouterProductionAliases() : {}) } };
}

const scriptRule: RuleSetRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' },
    },
  },
};

function styleRules(kind: FederatedBuild['kind'], cssPrefix: string, production: boolean): RuleSetRule[] {
  // The host extracts CSS into files; a remote injects its CSS with its code, so a remote's
  // versioned folder is self-contained and loads with its remoteEntry alone.
  const extract = kind === 'host' ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  return [
    {
      test: /\.module\.css$/,
      use: [
        extract,
        {
          loader: require.resolve('css-loader'),
          options: { modules: { localIdentName: classNameOf(cssPrefix, production), namedExport: false, exportLocalsConvention: 'as-is' } },
        },
      ],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [extract, require.resolve('css-loader')] },
  ];
}

/** The browser build's class names, `${prefix}_<hash of the file's path and the class>`: a server build that names them the same way draws the same classes. */
const classNameOf = (prefix: string, production: boolean) => (production ? `${prefix}_[hash:base64:6]` : `${prefix}_[name]_[local]`);

export function createFederatedConfig(build: FederatedBuild): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const manifest = readJson(path.join(build.packageDir, 'package.json'));
  const release = process.env.KHELA_RELEASE ?? String(manifest.version);
  const isHost = build.kind === 'host';
  const versions = installedVersions(build.packageDir);
  return {
    mode: production ? 'production' : 'development',
    context: build.packageDir,
    // A remote has no page of its own: MF adds remoteEntry.js as its only entry.
    entry: isHost ? './src/index.ts' : {},
    devtool: production ? (process.env.KHELA_SOURCE_MAPS ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
    // Every phone we serve runs ES2020; webpack's own runtime code shrinks with modern syntax.
    target: ['web', 'es2020'],
    output: {
      path: path.join(build.packageDir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: (pathData) => {
        const prefix = isHost ? 'assets/' : '';
        const hasHash = Boolean(pathData.chunk && 'contentHash' in pathData.chunk && pathData.chunk.contentHash?.javascript);
        // Module Federation's runtime-carrying entry has no content hash yet when named: use the
        // build hash there, so every emitted file name still changes with its content.
        return hasHash ? `${prefix}[name].[contenthash:8].js` : `${prefix}[name].[fullhash:8].js`;
      },
      chunkFilename: isHost ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      uniqueName: build.federationName,
      // SPEC §9: a slow phone network gets 120 s for a chunk before it counts as failed (and shows so).
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    resolve: resolveFor(build.packageDir, production),
    module: {
      rules: [
        scriptRule,
        ...styleRules(build.kind, build.cssPrefix, production),
        { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new BuildReportPlugin(),
      ...(isHost ? [externalRuntimePluginAsEsm()] : [new ExposeChunksPlugin()]),
      // Pre-compressed copies: the server sends .br or .gz as the phone accepts, at no CPU cost per request.
      ...(production
        ? [
            new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 512, minRatio: 0.9 }),
            new CompressionPlugin<zlib.BrotliOptions>({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|json|svg)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 512,
              minRatio: 0.9,
            }),
          ]
        : []),
      new webpack.DefinePlugin({
        KHELA_MERCHANT: JSON.stringify(process.env.KHELA_MERCHANT ?? 'khela'),
        KHELA_RELEASE: JSON.stringify(release),
      }),
      new ModuleFederationPlugin({
        name: build.federationName,
        ...(isHost ? { remotes: {}, filename: 'assets/shell-entry.js' } : { filename: 'remoteEntry.js', exposes: { './app': { import: './src/app', name: EXPOSE_CHUNK_NAME } } }),
        shared: sharedModules(versions.ranges, versions.exact),
        shareStrategy: 'loaded-first',
        runtimePlugins: build.runtimePlugins ?? [],
        dts: false,
        manifest: false,
        // The host carries the federation runtime once; remotes use it instead of bundling their own.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      ...(isHost
        ? [
            new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css', chunkFilename: 'assets/[name].[contenthash:8].css' }),
            new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', inject: 'body', templateParameters: build.htmlParameters ?? {} }),
            new StartupPreloadPlugin(build.preloadChunks),
          ]
        : []),
    ],
    performance: { hints: false },
    // Licence headers go to <chunk>.LICENSE.txt beside each chunk (kept, not shipped on every load).
    optimization: { minimizer: [new TerserPlugin({ extractComments: true, terserOptions: { ecma: 2020, compress: { passes: 2 } } })] },
    stats: 'errors-warnings',
  };
}

export interface FirstFrameBuild {
  /** Folder of the remote being built. */
  packageDir: string;
  /** The remote's own class-name prefix (its FederatedBuild's cssPrefix). */
  cssPrefix: string;
  /** The module that exports `renderFirstFrame` (shared createFirstFrame), relative to packageDir. */
  entry: string;
}

const REMOTE_CSS_LAYER = 'remote-css';

/** The host's class-name prefix: @khela/shared's classes are the shell's build's, in its stylesheet. */
const SHELL_CSS_PREFIX = 'sh';

/**
 * A remote's server build of its first frame (docs/adr/0020): one CommonJS file the api loads
 * (`dist/server/first-frame.cjs`, FIRST_FRAME_FILES) and the remote's own CSS beside it
 * (`first-frame.css`), from the same components as its browser build. Class names are the browser's:
 * css-loader names a class from the prefix, the file's path from the package and the local name, so
 * the remote's files get its prefix and the @khela/shared sheets the shell carries the shell's —
 * whose CSS the page already has (the shell's stylesheet); the remote's own CSS, and the sheets of
 * the @khela/shared subpath entries it brings its own copy of (shell-carried-styles.ts), are written out. Everything else is
 * bundled: the api does not carry React. A production build only (the api serves built sites).
 */
export function createFirstFrameConfig(build: FirstFrameBuild): Configuration {
  const sharedDir = path.join(__dirname, '..');
  const classesOnly = (localIdentName: string, mode: 'local' | 'global') => ({
    loader: require.resolve('css-loader'),
    options: { modules: { mode, localIdentName, exportOnlyLocals: true, namedExport: false, exportLocalsConvention: 'as-is' } },
  });
  const ownDir = path.join(build.packageDir, 'src');
  const shellStyles = shellCarriedStyles(path.join(sharedDir, 'src'));
  const ownStyles = [MiniCssExtractPlugin.loader, { loader: require.resolve('css-loader'), options: { modules: { localIdentName: classNameOf(build.cssPrefix, true), namedExport: false, exportLocalsConvention: 'as-is' } } }];
  return {
    name: 'first-frame',
    mode: 'production',
    context: build.packageDir,
    target: 'node20',
    entry: { 'first-frame': build.entry },
    output: { path: path.join(build.packageDir, 'dist', 'server'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: resolveFor(build.packageDir, true),
    module: {
      rules: [
        scriptRule,
        {
          // Which build names a class decides its prefix. The remote's own CSS modules, and whatever
          // they compose (the css-kit: compiled into every build that composes it), are the remote's:
          // its prefix, and written out. A layer marks them, and what they import inherits it.
          oneOf: [
            { test: /\.module\.css$/, include: ownDir, layer: REMOTE_CSS_LAYER, use: ownStyles },
            { test: /\.module\.css$/, issuerLayer: REMOTE_CSS_LAYER, layer: REMOTE_CSS_LAYER, use: ownStyles },
            // @khela/shared's sheets that the shell's build carries are the shell's: its prefix, its stylesheet.
            { test: (file: string) => shellStyles.has(file), use: [classesOnly(classNameOf(SHELL_CSS_PREFIX, true), 'local')] },
            // The others come with a subpath entry (@khela/shared/reports) whose copy the remote brings: the remote's, written out.
            { test: /\.module\.css$/, include: path.join(sharedDir, 'src'), layer: REMOTE_CSS_LAYER, use: ownStyles },
            // Anything else (a library's sheet for a part loaded later, such as the carousel): not in a first screen.
            { test: /\.css$/, use: [classesOnly('[local]', 'global')] },
          ],
        },
        { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css' }),
      // One file: the parts a page loads later are never drawn in a first frame, and one file is one read.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ KHELA_MERCHANT: JSON.stringify(process.env.KHELA_MERCHANT ?? 'khela'), KHELA_RELEASE: JSON.stringify(process.env.KHELA_RELEASE ?? 'server') }),
    ],
    optimization: { minimize: false },
    experiments: { layers: true },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** A remote that draws a first frame (docs/adr/0020): its federation and the module exporting `renderFirstFrame`. */
export interface FramedRemoteBuild {
  packageDir: string;
  federationName: string;
  cssPrefix: string;
  /** Relative to packageDir, e.g. `./src/app/first-frame.ts`. */
  firstFrame: string;
}

/**
 * A remote's browser build, then the server build of its first frame for the api to draw into
 * index.html — not in development, where the dev server serves no index.html of the api's.
 */
export function createFramedRemoteConfigs({ packageDir, federationName, cssPrefix, firstFrame }: FramedRemoteBuild): Configuration[] {
  const browser = createFederatedConfig({ packageDir, federationName, cssPrefix, kind: 'remote' });
  if (process.env.NODE_ENV === 'development') return [browser];
  return [browser, createFirstFrameConfig({ packageDir, cssPrefix, entry: firstFrame })];
}
