import type { RemoteEntry, WebConfig } from '@school/contracts';

const isRemoteEntry = (v: unknown): v is RemoteEntry =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as RemoteEntry).name === 'string' &&
  typeof (v as RemoteEntry).entry === 'string';

let loading: Promise<WebConfig> | null = null;

// /remotes.json is written by whoever hosts the shell (npm start, nginx), so remotes move without a
// rebuild. Asked for once: the entry asks first (for the portal preload), the bootstrap gets the same answer.
export function loadWebConfig(): Promise<WebConfig> {
  loading ??= readWebConfig();
  return loading;
}

async function readWebConfig(): Promise<WebConfig> {
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  const json = (await res.json()) as Partial<WebConfig>;
  if (typeof json.apiUrl !== 'string' || !Array.isArray(json.remotes) || !json.remotes.every(isRemoteEntry)) {
    throw new Error('/remotes.json must be {"apiUrl": string, "remotes": [{"name", "entry"}]}');
  }
  return { apiUrl: json.apiUrl, remotes: json.remotes, debug: json.debug === true, debugUrl: json.debugUrl };
}

// SPEC §8's debug link of a failed request.
export const debugUrlOf = (config: WebConfig, requestId: string | undefined): string =>
  (config.debugUrl ?? `${config.apiUrl}/api/debug/{requestId}`).replace('{requestId}', requestId ?? '');
