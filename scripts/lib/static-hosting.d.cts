import type { Server } from 'node:http';

export type RemoteEntry = { name: string; entry: string };
// The shell's /remotes.json.
export type ShellConfig = { apiUrl: string; remotes: RemoteEntry[]; debug?: boolean; debugUrl?: string };

export function remotesConfig(urls: {
  apiUrl: string;
  staffUrl: string;
  teacherUrl: string;
  studentUrl: string;
  debug?: boolean;
}): ShellConfig;

export function serveStatic(options: {
  root: string;
  port?: number;
  host?: string;
  spa?: boolean;
  cors?: boolean;
  config?: ShellConfig;
  trustProxy?: boolean;
}): Promise<Server>;

export const securityHeaders: Readonly<Record<string, string>>;
export const NONCE_PLACEHOLDER: string;
