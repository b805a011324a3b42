// Brotli (.br) and gzip (.gz) copies of every text asset beside it, for hostings that serve them by
// Accept-Encoding (scripts/lib/static-hosting.cjs, nginx's brotli_static and gzip_static): the
// smallest encodings, paid once per build instead of per request.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|map|txt)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const encoders = [
  [
    '.br',
    (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  ],
  ['.gz', (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION })],
];

export class CompressAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(CompressAssetsPlugin.name, (compilation) => {
      // after every asset exists: the federation manifest is written at OPTIMIZE_TRANSFER
      const stage = Compilation.PROCESS_ASSETS_STAGE_ANALYSE;
      compilation.hooks.processAssets.tapPromise({ name: CompressAssetsPlugin.name, stage }, async (assets) => {
        const texts = Object.keys(assets).filter((name) => TEXT.test(name));
        await Promise.all(
          texts.flatMap((name) => {
            const data = compilation.getAsset(name).source.buffer();
            return encoders.map(async ([suffix, encode]) => {
              const encoded = await encode(data);
              // a tiny file may grow: the hosting then serves the original
              if (encoded.length < data.length) compilation.emitAsset(name + suffix, new sources.RawSource(encoded));
            });
          }),
        );
      });
    });
  }
}
