import type { RemoteEntry, WebConfig } from '@school/contracts';

const isRemoteEntry = (v: unknown): v is RemoteEntry =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as RemoteEntry).name === 'string' &&
  typeof (v as RemoteEntry).entry === 'string';

let requested: Promise<Response> | null = null;

// Asks for /remotes.json once; the entry calls it first, so the answer is there by the time the
// shared modules the bootstrap waits for have loaded.
export function requestWebConfig(): Promise<Response> {
  requested ??= fetch('/remotes.json', { cache: 'no-cache' });
  return requested;
}

// /remotes.json is written by whoever hosts the shell (npm start, nginx), so remotes move without a rebuild.
export async function loadWebConfig(): Promise<WebConfig> {
  const res = await requestWebConfig();
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  const json = (await res.json()) as Partial<WebConfig>;
  if (typeof json.apiUrl !== 'string' || !Array.isArray(json.remotes) || !json.remotes.every(isRemoteEntry)) {
    throw new Error('/remotes.json must be {"apiUrl": string, "remotes": [{"name", "entry"}]}');
  }
  return { apiUrl: json.apiUrl, remotes: json.remotes, debug: json.debug === true, debugUrl: json.debugUrl };
}
