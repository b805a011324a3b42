import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedApp } from '../tools/federation/federated-app.mjs';

// A remote: exposes its route table; the shell finds it through /remotes.json.
export default federatedApp({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_teacher',
  exposes: { './routes': './src/routes.ts' },
});
