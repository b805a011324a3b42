// HTML first (issue 26): the shell's pages painted at build time. The painting module
// (shell/src/prerender/prerender.tsx) is compiled for Node with the same sources and run once: each
// page it paints (a signed-out page whole, another screen's frame) is written beside index.html as
// <path>/index.html — index.html's head (the inline CSS with the hosting's nonce, the entry script)
// with the page in #root, which names a signed-out page for the browser to hydrate — and index.html
// itself, the answer for any other path, gets the app's frame. With a client entry (the signed-out
// pages' own, shell/src/signed-out/main.ts) the signed-out pages load it instead of the app's entry,
// built here on its own without Module Federation; #root's data-app names the app's entry, which it
// adds when the page hands over.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);

const compile = (config) =>
  new Promise((resolve, reject) =>
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats);
    }),
  );

const COMPILED_PACKAGES = /^(antd|@ant-design\/|@rc-component\/)/;

const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export class PrerenderPlugin {
  // entry: the module exporting paint(); rules and alias: the app's own
  // entry: the module exporting paint(); client: the signed-out pages' browser entry or null; rules
  // and alias: the app's own
  constructor({ entry, client, rules, alias, extensions }) {
    this.options = { entry, client, rules, alias, extensions };
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(PrerenderPlugin.name, (compilation) => {
      // after the HTML plugin wrote index.html, before the compressed copies are made
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH;
      compilation.hooks.processAssets.tapPromise({ name: PrerenderPlugin.name, stage }, async () => {
        const template = compilation.getAsset('index.html')?.source.source().toString();
        if (!template?.includes('<div id="root"></div>'))
          throw new Error('PrerenderPlugin: index.html with an empty #root is missing');
        const { frame, pages, antdStyles } = await this.paint(compiler.context);
        // antd's styles of the first signed-in screens, fetched beside the scripts without holding the
        // first paint; the app applies them before antd's first render (shell/src/built-styles.ts)
        const stylesFile = `antd.${createHash('sha256').update(antdStyles).digest('hex').slice(0, 8)}.css`;
        compilation.emitAsset(stylesFile, new sources.RawSource(antdStyles));
        // (a signed-out page only prefetches them, for the app it hands over to after sign-in)
        const withStyles = (link) => `<link ${link} href="/${stylesFile}" data-antd-styles />\n  </head>`;
        const signedIn = template.replace('</head>', withStyles('rel="preload" as="style"'));
        const signedOut = template.replace('</head>', withStyles('rel="prefetch"'));
        const client = this.options.client && (await this.buildClient(compiler.context));
        for (const file of client?.files ?? []) compilation.emitAsset(file.name, new sources.RawSource(file.data));
        const appScript = template.match(/<script defer src="([^"]+)"><\/script>/);
        if (client && !appScript) throw new Error("PrerenderPlugin: index.html's entry script is missing");
        for (const page of pages) {
          const own = Boolean(client && page.signedOut);
          const root = page.signedOut ? ` data-signed-out="${page.signedOut}"${own ? ` data-app="${appScript[1]}"` : ''}` : '';
          const html = (own ? signedOut.replace(appScript[0], `<script defer src="/${client.entry}"></script>`) : signedIn)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
            .replace('<div id="root"></div>', `<div id="root"${root}>${page.html}</div>`);
          compilation.emitAsset(`${page.path.replace(/^\//, '')}/index.html`, new sources.RawSource(html));
        }
        compilation.updateAsset(
          'index.html',
          new sources.RawSource(signedIn.replace('<div id="root"></div>', `<div id="root">${frame}</div>`)),
        );
      });
    });
  }

  // The signed-out pages' entry for the browser, with the app's sources, rules and aliases but without
  // Module Federation: its files and the name of its entry's script.
  async buildClient(context) {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signed-out-'));
    try {
      const stats = await compile({
        mode: 'production',
        target: 'web',
        context,
        entry: { 'signed-out': this.options.client },
        devtool: false,
        output: {
          path: outDir,
          publicPath: '/',
          // its own chunk-loading global beside the app's
          uniqueName: 'signed-out',
          filename: '[name].[contenthash:8].js',
          chunkFilename: 'signed-out.[name].[contenthash:8].js',
        },
        resolve: { extensions: this.options.extensions, alias: this.options.alias },
        module: { rules: this.options.rules },
        performance: { hints: false },
        optimization: { minimize: true },
        plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
      });
      const [entry] = stats.toJson({ all: false, entrypoints: true }).entrypoints['signed-out'].assets.map((a) => a.name);
      const files = fs.readdirSync(outDir).map((name) => ({ name, data: fs.readFileSync(path.join(outDir, name)) }));
      return { entry, files };
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }

  async paint(context) {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
    try {
      await compile({
        mode: 'production',
        target: 'node',
        context,
        entry: { prerender: this.options.entry },
        devtool: false,
        output: { path: outDir, filename: '[name].cjs', chunkFilename: '[name].[id].cjs', library: { type: 'commonjs2' } },
        resolve: { extensions: this.options.extensions, alias: this.options.alias },
        module: { rules: this.options.rules },
        // packages come from the app's node_modules at run time; only the workspace's sources are compiled,
        // and antd's family (its ES modules as the browser's build takes them, with the production
        // names of its style classes)
        externals: [
          ({ request }, callback) =>
            /^[a-z@]/.test(request) && !request.startsWith('@school/') && !COMPILED_PACKAGES.test(request)
              ? callback(null, `commonjs ${require.resolve(request, { paths: [context] })}`)
              : callback(),
        ],
        optimization: { minimize: false },
        plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
      });
      const { paint } = require(path.join(outDir, 'prerender.cjs'));
      return await paint();
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }
}
