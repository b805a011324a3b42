import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedApp } from '../tools/federation/federated-app.mjs';

// The host: loads the portals named in /remotes.json at run time.
export default federatedApp({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'shell',
  html: true,
  prerender: './src/prerender/prerender.tsx',
  signedOutEntry: './src/signed-out/main.ts',
  signedOutShared: './src/federation/signed-out-shared.ts',
});
