import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { federatedApp } from '../tools/federation/federated-app.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

// The baseline of `npm run bench -- web`: the same shell and portal screens in one bundle, without
// Module Federation. Only the portal loader differs: it imports the portals' route tables directly;
// and there is no portal to preload (neither brings the federation runtime into the bundle).
export default federatedApp({
  dir,
  name: 'shell',
  html: true,
  prerender: './src/prerender/prerender.tsx',
  federation: false,
  outDir: path.join('..', '.data', 'bench-web', 'single', 'shell'),
  plugins: [
    new rspack.NormalModuleReplacementPlugin(
      /(^|\/)federation\/load-portals$/,
      path.join(dir, 'src', 'federation', 'single-bundle-portals.ts'),
    ),
    new rspack.NormalModuleReplacementPlugin(
      /(^|\/)federation\/preload-portal$/,
      path.join(dir, 'src', 'federation', 'single-bundle-preload.ts'),
    ),
  ],
});
