// The one rspack + Module Federation configuration every front end is built with (shell = host,
// mfe-* = remotes). Production mode always: a development remote in a production host breaks React.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { CompressAssetsPlugin } from './compress-assets.mjs';
import { PrerenderPlugin } from './prerender-plugin.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const rootPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
// The screens two portals share (libs/feature-*, STYLE 18).
const FEATURE_LIBS = fs.readdirSync(path.join(ROOT, 'libs')).filter((lib) => lib.startsWith('feature-'));
const LIBS = ['ui', 'i18n', 'domain', 'contracts', ...FEATURE_LIBS];
// Shared singletons; @school/i18n and @school/domain hold only texts and pure functions (no state;
// both "sideEffects": false), so each app bundles what it uses of them (one locale's catalogue at a
// time, the rules its screens check) instead of sharing them whole. The feature libraries are not
// shared either: their screens keep no state of the page (the session, the API client and the kit
// come from the shared @school/ui), and each portal ships the screen it was built and tested with.
const SHARED_LIBS = ['ui', 'contracts'];
// @school/ui's further shared entry points, provided by the shell: what only screens use, kept out of
// the login screen's download, and what the screens use of react-router, from the react-router the
// shell's router is made of (one router context; a screen takes these hooks, not the whole package).
const UI_SHARED_ENTRIES = {
  '@school/ui/screens': path.join(ROOT, 'libs', 'ui', 'src', 'screens.ts'),
  '@school/ui/router': path.join(ROOT, 'libs', 'ui', 'src', 'router.ts'),
};

// The libraries' further entry points: a page that needs a few of a library's pure parts takes them
// without the whole library (the login page: issue 26). Not shared: the same files the libraries'
// main entry points are made of, so inside one app they are the same module instances.
const ENTRY_POINTS = {
  '@school/ui/signed-out': 'libs/ui/src/signed-out.ts',
  '@school/ui/parts': 'libs/ui/src/parts.ts',
  '@school/contracts/locale': 'libs/contracts/src/locale.ts',
  '@school/contracts/wire': 'libs/contracts/src/wire.ts',
  '@school/domain/validation': 'libs/domain/src/validation/index.ts',
  '@school/i18n/load-catalogue': 'libs/i18n/src/load-catalogue.ts',
};

// Workspace libraries are compiled from source, never from their dist/.
export const libAliases = () => ({
  ...Object.fromEntries(LIBS.map((lib) => [`@school/${lib}$`, path.join(ROOT, 'libs', lib, 'src', 'index.ts')])),
  ...Object.fromEntries(Object.entries(UI_SHARED_ENTRIES).map(([name, file]) => [`${name}$`, file])),
  ...Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, file]) => [`${name}$`, path.join(ROOT, file)])),
});

const libVersion = (lib) => JSON.parse(fs.readFileSync(path.join(ROOT, 'libs', lib, 'package.json'), 'utf8')).version;
const dependencyRange = (name) => rootPackage.dependencies[name] ?? rootPackage.devDependencies[name];
const installedVersion = (name) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

// antd is shared one component at a time (DESIGN §1): the sources' `import { Button } from 'antd'`
// becomes `import Button from 'antd/es/button'` (swcRule), and every component entry of antd's own
// index is a shared module of its own. The shell provides all of them, each in a chunk loaded when
// first used, so a portal deployed later with a component no other app uses still gets the shell's
// copy: one set of antd internals in the page (one ConfigProvider context, one CSS-in-JS cache). A
// portal provides only what it imports, as its fallback.
const ANTD = path.join(ROOT, 'node_modules', 'antd');
export const antdComponents = () =>
  [
    ...fs.readFileSync(path.join(ANTD, 'es', 'index.js'), 'utf8').matchAll(/export \{ default as \w+ \} from '\.\/([\w-]+)'/g),
  ].map(([, dir]) => dir);

// One copy of each in the page, whoever loads first provides it (DESIGN §1, STYLE Known traps).
// Not eager: every app's entry only imports its bootstrap, so shared modules load asynchronously.
// ag-grid is not shared: a shared package keeps every export (1.3 MB), while the one grid, @school/ui's
// BrowseGrid (shared itself through @school/ui/screens), registers a few modules, all the build then
// keeps of it. A portal whose own screen uses ag-grid brings its own copy. react-router is not shared:
// the shell bundles it, and the screens take it through @school/ui/router. app: the building app's
// name; remote: whether it is a portal.
export function sharedModules(app, remote) {
  const singleton = (name, packageName = name) => [name, { singleton: true, requiredVersion: dependencyRange(packageName) }];
  const antd = antdComponents().map((dir) => [
    `antd/es/${dir}`,
    {
      singleton: true,
      requiredVersion: dependencyRange('antd'),
      version: installedVersion('antd'),
      // a path makes the shell provide it whether or not the shell itself uses it
      ...(remote ? {} : { import: path.join(ANTD, 'es', dir, 'index.js') }),
    },
  ]);
  const packages = [
    singleton('react'),
    singleton('react/jsx-runtime', 'react'),
    singleton('react-dom'),
    singleton('react-dom/client', 'react-dom'),
    ...antd,
    singleton('i18next'),
    singleton('react-i18next'),
    singleton('dayjs'),
  ];
  const lib = (lib) => ({ singleton: true, version: libVersion(lib), requiredVersion: `^${libVersion(lib)}` });
  const libs = [
    ...SHARED_LIBS.map((name) => [`@school/${name}`, lib(name)]),
    // provided by the shell even before its own first screen needs them, like antd's components
    ...Object.entries(UI_SHARED_ENTRIES).map(([name, file]) => [name, { ...lib('ui'), ...(remote ? {} : { import: file }) }]),
  ];
  return Object.fromEntries([...packages, ...libs]);
}

// What every page of the shell runs on, the signed-out ones too: React, react-dom and the i18n
// libraries, each a shared module the shell provides, all loaded at once. One chunk instead of six
// compresses better (2 KiB gzip less before the login form, 5 requests fewer).
const REACT_I18N = {
  name: 'react-i18n',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/,
  enforce: true,
  priority: 20,
};

// antd's internals: the shell provides each component as a chunk of its own (sharedModules), and what
// many components are built of (antd's utilities, styles, theme and locale, CSS-in-JS, rc-component's
// util, motion, trigger and form, the common icons) was copied into each of their chunks wherever a
// combination of components fell below splitChunks' minSize. One chunk holds every module of antd's
// family that at least ANTD_INTERNALS_MIN_CHUNKS chunks need: against 10, 15, 30 and 50, the least JS
// on the signed-in screens (docs/benchmarks.md, 2026-11-28).
const ANTD_FAMILY =
  /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|clsx|stylis|@emotion|@babel[\\/]runtime|react-is|is-mobile)[\\/]/;
const ANTD_INTERNALS_MIN_CHUNKS = 20;
const ANTD_INTERNALS = {
  name: 'antd-internals',
  test: (module, { chunkGraph }) =>
    ANTD_FAMILY.test(module.nameForCondition() ?? '') &&
    [...chunkGraph.getModuleChunksIterable(module)].length >= ANTD_INTERNALS_MIN_CHUNKS,
  priority: 10,
};

// ag-grid, as much of it as BrowseGrid registers, with ag-stack (its utilities, a package of their own
// since 36): one chunk of its own under a name, for the compile hint below.
const AG_GRID = {
  name: 'ag-grid',
  test: /[\\/]node_modules[\\/](ag-grid-community|ag-grid-react|ag-stack)[\\/]/,
  enforce: true,
  priority: 20,
};

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
// the shell's entry and the shared chunks every page loads first (the cache groups above), and the grid
// of every Browse page, which registers nearly all of its code as it starts
const EAGER_CHUNKS = /^(main|react-i18n|antd-internals|ag-grid)\.[0-9a-f]{8}\.js$/;

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.json'];

const swcRule = {
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  type: 'javascript/auto',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    transformImport: [{ libraryName: 'antd', customName: 'antd/es/{{ kebabCase member }}' }],
    env: { targets: ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'] },
  },
};

// dir: the app's folder; name: its federation name (also its uniqueName); exposes for remotes;
// federation: false builds the same app without Module Federation (the bench's single bundle);
// prerender: the module whose pages the build paints into HTML (the shell's signed-out pages);
// signedOutEntry: those pages' own entry, built without Module Federation (PrerenderPlugin), whose
// React and i18n modules the app's federation runtime then shares (signedOutShared).
export function federatedApp({
  dir,
  name,
  exposes,
  html = false,
  prerender = null,
  signedOutEntry = null,
  signedOutShared = null,
  federation = true,
  entry = './src/main.ts',
  outDir = 'dist',
  extraAliases = {},
  plugins = [],
}) {
  return {
    mode: 'production',
    context: dir,
    entry: { main: entry },
    devtool: false,
    output: {
      path: path.join(dir, outDir),
      uniqueName: name,
      // a remote's chunks load from wherever its manifest was found; the shell serves deep routes
      publicPath: exposes ? 'auto' : '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: EXTENSIONS, alias: { ...libAliases(), ...extraAliases } },
    module: { rules: [swcRule] },
    performance: { hints: false },
    optimization: {
      minimize: true,
      splitChunks: {
        chunks: 'async',
        minSize: 8000,
        maxAsyncRequests: Infinity,
        // the federated shell's shared modules: the ones every page needs together, antd's internals
        cacheGroups:
          federation && !exposes ? { 'react-i18n': REACT_I18N, 'antd-internals': ANTD_INTERNALS, 'ag-grid': AG_GRID } : {},
      },
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      html && new rspack.HtmlRspackPlugin({ template: path.join(dir, 'src', 'index.html'), inject: 'body', chunks: ['main'] }),
      federation &&
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(name, Boolean(exposes)),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          runtimePlugins: signedOutShared ? [path.join(dir, signedOutShared)] : [],
          // the portals run on the shell's federation runtime instead of each bringing its own
          // (so a portal only loads in this shell)
          experiments: exposes
            ? { externalRuntime: true, optimization: { target: 'web' } }
            : { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
      prerender &&
        new PrerenderPlugin({
          entry: prerender,
          client: signedOutEntry,
          rules: [swcRule],
          alias: { ...libAliases(), ...extraAliases },
          extensions: EXTENSIONS,
        }),
      // V8's explicit compile hint: the scripts every first screen runs are compiled whole while they
      // stream in, off the main thread, instead of function by function on their first call on it
      // (a phone's blocking time: docs/benchmarks.md). After the minifier, before the compressed copies.
      !exposes &&
        new rspack.BannerPlugin({
          banner: COMPILE_HINT,
          raw: true,
          test: EAGER_CHUNKS,
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
        }),
      new CompressAssetsPlugin(),
      ...plugins,
    ].filter(Boolean),
  };
}
