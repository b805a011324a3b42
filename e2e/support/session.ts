import { type ApiInput, type ApiName, type ApiOutput, type DownloadableFile } from '@school/contracts';
import { type StackEndpoint } from './stack';

export const WEB_ORIGIN = 'http://localhost:4200';

export type ApiAnswer<T = unknown> = { status: number; output: T; body: Record<string, unknown>; setCookie: string | null };
// The APIs whose answer may be a stored file, which POST /api/download streams (Job_getFile, and
// a small export's <SCREEN>_exportCSV).
export type DownloadApi = { [N in ApiName]: [DownloadableFile] extends [ApiOutput<N>] ? N : never }[ApiName];

// A browser-like client of the gateway: keeps the session cookie and sends the web origin, as the
// shell does from http://localhost:4200.
export class ApiSession {
  cookie: string | null = null;

  constructor(
    private readonly stack: StackEndpoint,
    private readonly headers: Record<string, string> = {},
  ) {}

  // A call as the shell makes it: the registry's name and input; the output is N's when the status is 200.
  call<N extends ApiName>(api: N, input: ApiInput<N>): Promise<ApiAnswer<ApiOutput<N>>>;
  call(api: ApiName, input: unknown): Promise<ApiAnswer> {
    return this.callRaw(api, input);
  }

  // What no shell sends: an unknown name or a malformed input, for the tests of the gateway's and the
  // services' refusals only.
  callRaw(api: string, input: unknown): Promise<ApiAnswer> {
    return this.callJson(api, JSON.stringify(input));
  }

  // inputJson as written, for what JSON.stringify cannot write (-0, numbers past a double: the fuzzer's).
  // An undefined inputJson leaves the input out, as JSON.stringify leaves out an undefined field.
  async callJson(api: string, inputJson: string | undefined): Promise<ApiAnswer> {
    const res = await fetch(`${this.stack.baseUrl}/api`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: WEB_ORIGIN,
        'x-frontend-url': `${WEB_ORIGIN}/Auth/login`,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...this.headers,
      },
      body: `{"data":[{"api":${JSON.stringify(api)}${inputJson === undefined ? '' : `,"input":${inputJson}`}}]}`,
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0];
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    const body = (await res.json()) as Record<string, unknown>;
    const output = res.status === 200 ? (body.data as { output: unknown }[])[0].output : undefined;
    return { status: res.status, output, body, setCookie };
  }

  // What the browser's hidden download form posts (SPEC §7): data={"api":…,"input":…}.
  download<N extends DownloadApi>(api: N, input: ApiInput<N>): Promise<Response> {
    return fetch(`${this.stack.baseUrl}/api/download`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: WEB_ORIGIN,
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: new URLSearchParams({ data: JSON.stringify({ api, input }) }).toString(),
    });
  }

  // POST /api/upload as the file picker sends it: one multipart field named file.
  async upload(
    name: string,
    bytes: Uint8Array<ArrayBuffer> | string,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const res = await fetch(`${this.stack.baseUrl}/api/upload`, {
      method: 'POST',
      headers: { origin: WEB_ORIGIN, ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  // An uploaded file as an <img> or a link of the page fetches it (GET /api/files/{key}).
  file(src: string): Promise<Response> {
    return fetch(`${this.stack.baseUrl}${src}`, { headers: this.cookie ? { cookie: this.cookie } : {} });
  }

  async login(userId: string, password = process.env.DEMO_PASSWORD || 'demo-pass-2026'): Promise<ApiAnswer> {
    const answer = await this.call('Auth_login', { user_id: userId, password });
    if (answer.status !== 200) throw new Error(`login ${userId} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }
}
