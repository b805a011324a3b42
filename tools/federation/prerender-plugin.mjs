// HTML first (issue 26): the shell's signed-out pages painted at build time. The page module
// (shell/src/signed-out/prerender.tsx) is compiled for Node with the same sources, run once, and each
// page it paints is written beside index.html as <path>/index.html: index.html's head (inline CSS with
// the hosting's nonce, the entry script) with the page in #root, which names it for the browser to hydrate.
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
      resolve();
    }),
  );

const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export class PrerenderPlugin {
  // entry: the module exporting paintSignedOutPages(); rules and alias: the app's own
  constructor({ entry, rules, alias, extensions }) {
    this.options = { entry, rules, alias, extensions };
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
        for (const page of await this.paint(compiler.context)) {
          const html = template
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
            .replace('<div id="root"></div>', `<div id="root" data-signed-out="${page.name}">${page.html}</div>`);
          compilation.emitAsset(`${page.path.replace(/^\//, '')}/index.html`, new sources.RawSource(html));
        }
      });
    });
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
        // packages come from the app's node_modules at run time; only the workspace's sources are compiled
        externals: [
          ({ request }, callback) =>
            /^[a-z@]/.test(request) && !request.startsWith('@school/')
              ? callback(null, `commonjs ${require.resolve(request, { paths: [context] })}`)
              : callback(),
        ],
        optimization: { minimize: false },
        plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
      });
      const { paintSignedOutPages } = require(path.join(outDir, 'prerender.cjs'));
      return await paintSignedOutPages();
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }
}
