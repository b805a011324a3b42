import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serveStatic, type ShellConfig } from '../../scripts/lib/static-hosting.cjs';

// The built shell and portals, each on a free port of its own (as deployed), and a /remotes.json
// pointing the shell at them and at the gateway: served by npm start's hosting (static-hosting.cjs).
const ROOT = join(__dirname, '..', '..');
export type WebApp = 'shell' | 'mfe-staff' | 'mfe-teacher' | 'mfe-student';
export type PortalApp = Exclude<WebApp, 'shell'>;
export const PORTALS: PortalApp[] = ['mfe-staff', 'mfe-teacher', 'mfe-student'];
const REMOTE_NAMES: Record<PortalApp, string> = {
  'mfe-staff': 'mfe_staff',
  'mfe-teacher': 'mfe_teacher',
  'mfe-student': 'mfe_student',
};

// Fails early with the command to run when a front end has not been built.
export function requireBuiltFrontEnds(): void {
  for (const app of ['shell', ...PORTALS]) {
    const marker = join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (!existsSync(marker)) throw new Error(`${marker} is missing: run \`npx nx run-many -t build\` first`);
  }
}

const urlOf = (server: Server): string => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export class FrontEnds {
  private readonly servers = new Map<WebApp, Server>();
  readonly urls = {} as Record<WebApp, string>;
  // what /remotes.json answers; the shell reads it per page load, so apiUrl may be set after start
  private readonly config: ShellConfig = { apiUrl: '', remotes: [] };

  constructor(private readonly options: { debug?: boolean } = {}) {}

  get shellUrl(): string {
    return this.urls.shell;
  }

  async start(): Promise<void> {
    for (const app of PORTALS) {
      const server = await serveStatic({ root: join(ROOT, app, 'dist'), cors: true });
      this.servers.set(app, server);
      this.urls[app] = urlOf(server);
      this.config.remotes.push({ name: REMOTE_NAMES[app], entry: `${this.urls[app]}/mf-manifest.json` });
    }
    if (this.options.debug) this.config.debug = true;
    const shell = await serveStatic({ root: join(ROOT, 'shell', 'dist'), spa: true, config: this.config });
    this.servers.set('shell', shell);
    this.urls.shell = urlOf(shell);
  }

  setApiUrl(apiUrl: string): void {
    this.config.apiUrl = apiUrl;
  }

  // Takes a front end down the way an outage does: its server stops answering.
  async stopApp(app: WebApp): Promise<void> {
    const server = this.servers.get(app);
    if (!server) return;
    this.servers.delete(app);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }

  async stop(): Promise<void> {
    await Promise.all([...this.servers.keys()].map((app) => this.stopApp(app)));
  }
}

// A front end's build served as it is deployed (CORS included), for a test that ships one on its own.
export async function serveBuild(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await serveStatic({ root, cors: true });
  return {
    url: urlOf(server),
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    },
  };
}
