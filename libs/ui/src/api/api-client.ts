import type { ApiInput, ApiName, ApiOutput, BatchAction, DownloadableFile, UploadedFile } from '@school/contracts';
// the wire's values from their own entry point: the signed-out pages' client takes no more of the contracts
import { API_VERSION_HEADER, FRONTEND_URL_HEADER } from '@school/contracts/wire';
import { createStore, type Store } from '../state/store';
import { ApiError } from './api-error';
import { decideFailure, type FailureAction } from './failure-policy';

// The one API client (SPEC §7): batched POST /api, GET /api, upload, download, pending count for
// the loading overlay, abort-all on navigation, and the error catalogue of SPEC §8.
export type CallOptions = {
  // no loading overlay
  silent?: boolean;
  // false: reject with the ApiError without the catalogue's reaction (the caller decides)
  handleErrors?: boolean;
  // auth calls tell the server where the browser is (X-Frontend-URL)
  auth?: boolean;
  // aborts this call alone (a screen part that closes, e.g. a chat room left for another); the
  // call then fails as aborted, with no reaction
  signal?: AbortSignal;
};

export type ApiClientOptions = {
  apiUrl: string;
  debug?: boolean;
  onFailure: (action: FailureAction) => void;
  fetchImpl?: typeof fetch;
  frontendUrl?: () => string;
  // the shell's language, so server messages and mails match the screen rather than the browser's
  locale?: () => string;
};

type Answer = { status: number; body: unknown; aborted: boolean };

// One call of a batch: an API name with the registry's input for it.
export type ApiAction<N extends ApiName = ApiName> = { [K in N]: { api: K; input: ApiInput<K> } }[N];
// A batch's outputs, in the order of its actions.
export type ApiOutputs<A extends readonly ApiAction[]> = { -readonly [I in keyof A]: ApiOutput<A[I]['api']> };
// The APIs POST /api/download can run: they answer a stored file.
export type FileApi = { [N in ApiName]: ApiOutput<N> extends DownloadableFile ? N : never }[ApiName];
// The APIs whose answer a generic page may read as O: O is the answer's type or a wider view of it,
// or one of the answers a union names (M20301_doBrowse answers course types or courses, as the
// input's _course_type asks).
export type ApiNameReadAs<O> = {
  [N in ApiName]: [ApiOutput<N>] extends [O] ? N : [O] extends [ApiOutput<N>] ? N : never;
}[ApiName];

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const isAbort = (e: unknown): boolean => e instanceof Error && e.name === 'AbortError';

// input[a][b]=v, input[0]=v: the indexed query form the gateway's GET /api reads.
export function toIndexedQuery(prefix: string, value: unknown, out: [string, string][] = []): [string, string][] {
  if (value === null || value === undefined) return out;
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) toIndexedQuery(`${prefix}[${k}]`, v, out);
  } else {
    out.push([prefix, String(value)]);
  }
  return out;
}

// How long a prefetched answer waits for its screen's call (a screen's code loads in about a second).
export const PREFETCH_TTL_MS = 10_000;
const prefetchKey = (api: string, input: unknown) => `${api}\u0000${JSON.stringify(input)}`;

export class ApiClient {
  readonly pending: Store<number> = createStore(0);
  private readonly prefetched = new Map<string, { at: number; answer: Promise<unknown> }>();
  // prefetched answers a screen's call has taken: the screen has them
  private readonly taken = new Map<string, { at: number; answer: Promise<unknown> }>();
  apiVersion: string | null = null;
  private readonly controllers = new Set<AbortController>();
  private readonly fetchImpl: typeof fetch;
  // the server's end of a session the client is logging out of (see endSession)
  private ending: Promise<void> | null = null;

  constructor(private readonly options: ApiClientOptions) {
    this.fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  }

  get apiUrl(): string {
    return this.options.apiUrl.replace(/\/$/, '');
  }

  abortAll(): void {
    this.controllers.forEach((c) => c.abort());
    this.controllers.clear();
    this.prefetched.clear();
    this.taken.clear();
  }

  // Starts calls a screen is about to make (ScreenPrefetch), silently: the first identical call (the
  // same API and input) within PREFETCH_TTL_MS takes the answer instead of asking again. A prefetch
  // that failed is asked again by that call, whose own options then say how its failure is shown.
  // An identical prefetch still waiting for its call is not asked again (its answer is taken and kept
  // for the call: a screen that puts its choice in the URL is prefetched for that URL too), nor one
  // whose answer a call took within PREFETCH_TTL_MS (a screen that reads its choice before the router
  // has put it in the URL).
  prefetch(actions: readonly ApiAction[]): void {
    for (const { api, input } of actions) void this.prefetchOne(api, input).catch(() => undefined);
  }

  // One call started ahead as prefetch does; its answer also goes to the prefetch itself, so that a
  // prefetch may ask what the screen will ask next for it (the board's first center, then where its
  // range starts).
  prefetchOne<N extends ApiName>(api: N, input: ApiInput<N>): Promise<ApiOutput<N>>;
  prefetchOne(api: ApiName, input: unknown): Promise<unknown> {
    const key = prefetchKey(api, input);
    const taken = this.taken.get(key);
    if (taken && Date.now() - taken.at <= PREFETCH_TTL_MS) return taken.answer;
    this.taken.delete(key);
    const action = { api, input } as ApiAction;
    const answer: Promise<unknown> = this.call(action.api, action.input, { silent: true, handleErrors: false });
    answer.catch(() => undefined);
    this.prefetched.set(key, { at: Date.now(), answer });
    return answer;
  }

  private takePrefetched(api: ApiName, input: unknown): Promise<unknown> | null {
    const key = prefetchKey(api, input);
    const ahead = this.prefetched.get(key);
    if (!ahead) return null;
    this.prefetched.delete(key);
    const now = Date.now();
    if (now - ahead.at > PREFETCH_TTL_MS) return null;
    // the answers past their time are let go (a long session takes many)
    for (const [k, v] of this.taken) if (now - v.at > PREFETCH_TTL_MS) this.taken.delete(k);
    this.taken.set(key, ahead);
    return ahead.answer;
  }

  // The registry types the call: the answer is what the API's service answers (its handler is
  // checked against ApiOutput<N>).
  call<N extends ApiName>(api: N, input: ApiInput<N>, options?: CallOptions): Promise<ApiOutput<N>>;
  async call(api: ApiName, input: unknown, options: CallOptions = {}): Promise<unknown> {
    const ahead = this.takePrefetched(api, input);
    if (ahead) {
      try {
        return await ahead;
      } catch {
        // asked again below: the caller's options decide how a failure shows
      }
    }
    const [output] = await this.post([{ api, input }], options);
    return output;
  }

  // The generic pages' path (BrowsePage, MasterEditPage): they call the API a screen named with an
  // input assembled at run time from the page's state (search and paging, form values), which no
  // static type follows; the name is the registry's, the answer is read as O (see ApiNameReadAs),
  // and the server checks the input as it checks every input.
  callAssembled<O>(api: ApiNameReadAs<O>, input: Readonly<Record<string, unknown>>, options?: CallOptions): Promise<O>;
  async callAssembled(api: ApiName, input: unknown, options: CallOptions = {}): Promise<unknown> {
    const [output] = await this.post([{ api, input }], options);
    return output;
  }

  // Several calls side by side, one POST each (a batch runs its actions one after the other on the
  // server); outputs in the order of the actions.
  callAll<const A extends readonly ApiAction[]>(actions: A, options: CallOptions = {}): Promise<ApiOutputs<A>> {
    return Promise.all(actions.map(({ api, input }) => this.call(api, input, options))) as Promise<ApiOutputs<A>>;
  }

  // Several calls in one POST; outputs come back in the same order.
  batch<const A extends readonly ApiAction[]>(actions: A, options?: CallOptions): Promise<ApiOutputs<A>>;
  batch(actions: readonly BatchAction[], options: CallOptions = {}): Promise<unknown[]> {
    return this.post(actions, options);
  }

  private async post(actions: readonly BatchAction[], options: CallOptions): Promise<unknown[]> {
    const headers = this.headers(options);
    const answer = await this.send(
      `${this.apiUrl}/api`,
      { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ data: actions }) },
      options,
    );
    const data = (answer.body as { data?: unknown } | undefined)?.data;
    if (!Array.isArray(data)) throw this.fail({ ...answer, body: undefined }, options);
    return data.map((item: { output?: unknown }) => item?.output ?? null);
  }

  // GET /api?api=NAME&input[…]=…; the answer sits at data[''].output.
  get<N extends ApiName>(api: N, input: ApiInput<N>, options?: CallOptions): Promise<ApiOutput<N>>;
  async get(api: ApiName, input: unknown, options: CallOptions = {}): Promise<unknown> {
    const query = new URLSearchParams([['api', api], ...toIndexedQuery('input', input)]);
    const answer = await this.send(
      `${this.apiUrl}/api?${query.toString()}`,
      { method: 'GET', headers: this.headers(options) },
      options,
    );
    const data = (answer.body as { data?: Record<string, { output?: unknown }> } | undefined)?.data;
    if (!data || typeof data !== 'object' || !('' in data)) throw this.fail({ ...answer, body: undefined }, options);
    return data[''].output;
  }

  // A JSON route of the gateway outside /api (the OpenID Connect ones): the whole JSON answer,
  // with the same credentials, overlay and failure catalogue as the RPC calls.
  async request<O>(method: 'GET' | 'POST', path: string, body?: unknown, options: CallOptions = {}): Promise<O> {
    const headers = this.headers(options);
    const init: RequestInit =
      method === 'GET'
        ? { method, headers }
        : { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) };
    const answer = await this.send(`${this.apiUrl}${path}`, init, options);
    return answer.body as O;
  }

  // The catalogue's reaction for an error a caller first looked at (handleErrors: false) and does
  // not handle itself.
  report(error: ApiError): void {
    this.onFailure(error.action);
  }

  private onFailure(action: FailureAction): void {
    if (action.kind === 'logout') this.endSession();
    this.options.onFailure(action);
  }

  // SPEC §8 logs the user out on 401/403; the server's session ends with it, so the cookie left in the
  // browser opens nothing. Auth_logout goes on its own, outside the calls a navigation aborts, and
  // every later call waits for it (a sign-in right after keeps its new session).
  private endSession(): void {
    if (this.ending) return;
    const init: RequestInit = {
      method: 'POST',
      headers: { ...this.headers({ auth: true }), 'content-type': 'application/json' },
      body: JSON.stringify({ data: [{ api: 'Auth_logout', input: {} }] }),
      credentials: 'include',
      keepalive: true,
    };
    this.ending = this.fetchImpl(`${this.apiUrl}/api`, init)
      .then((res) => res.text())
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => (this.ending = null));
  }

  // POST /api/upload with one field named file, reporting progress (XHR: fetch has no upload progress).
  upload(
    file: Blob & { name?: string },
    onProgress?: (percent: number) => void,
    options: CallOptions = {},
  ): Promise<UploadedFile> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const controller = this.track(options);
      controller.signal.addEventListener('abort', () => xhr.abort());
      xhr.open('POST', `${this.apiUrl}/api/upload`);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(this.headers(options))) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
      const done = (answer: Answer) => {
        this.untrack(controller, options);
        if (answer.status >= 200 && answer.status < 300 && answer.body !== undefined) resolve(answer.body as UploadedFile);
        else reject(this.fail(answer, options));
      };
      xhr.onload = () => {
        this.readVersion(xhr.getResponseHeader(API_VERSION_HEADER));
        done({ status: xhr.status, body: parseJson(xhr.responseText), aborted: false });
      };
      xhr.onerror = () => done({ status: 0, body: null, aborted: false });
      xhr.onabort = () => done({ status: 0, body: null, aborted: true });
      const form = new FormData();
      form.append('file', file, file.name);
      xhr.send(form);
    });
  }

  // POST /api/download as a hidden form into a hidden frame: the browser saves the file itself.
  download<N extends FileApi>(api: N, input: ApiInput<N>): void {
    const frameName = 'school-download-frame';
    let frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${frameName}"]`);
    if (!frame) {
      frame = document.createElement('iframe');
      frame.name = frameName;
      frame.style.display = 'none';
      document.body.appendChild(frame);
    }
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = `${this.apiUrl}/api/download`;
    form.target = frameName;
    form.style.display = 'none';
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = 'data';
    field.value = JSON.stringify({ api, input });
    form.appendChild(field);
    document.body.appendChild(form);
    form.submit();
    form.remove();
  }

  private headers(options: CallOptions): Record<string, string> {
    const headers: Record<string, string> = {};
    const locale = this.options.locale?.();
    if (locale) headers['accept-language'] = locale;
    if (options.auth) headers[FRONTEND_URL_HEADER] = this.frontendUrl();
    return headers;
  }

  private frontendUrl(): string {
    return this.options.frontendUrl?.() ?? `${window.location.origin}${window.location.pathname}`;
  }

  private track(options: CallOptions): AbortController {
    const controller = new AbortController();
    this.controllers.add(controller);
    if (!options.silent) this.pending.set((n) => n + 1);
    return controller;
  }

  private untrack(controller: AbortController, options: CallOptions): void {
    this.controllers.delete(controller);
    if (!options.silent) this.pending.set((n) => Math.max(0, n - 1));
  }

  private readVersion(value: string | null): void {
    // The version mismatch notice is disabled (SPEC §7); the version is kept for diagnostics.
    if (value) this.apiVersion = value;
  }

  private fail(answer: Answer, options: CallOptions): ApiError {
    const action = decideFailure({
      status: answer.status,
      body: answer.body,
      aborted: answer.aborted,
      debug: this.options.debug,
    });
    if (options.handleErrors !== false) this.onFailure(action);
    return new ApiError(answer.status, action, answer.body);
  }

  private async send(url: string, init: RequestInit, options: CallOptions): Promise<Answer> {
    if (this.ending) await this.ending;
    const controller = this.track(options);
    const abort = () => controller.abort();
    if (options.signal?.aborted) abort();
    options.signal?.addEventListener('abort', abort);
    let answer: Answer;
    try {
      controller.signal.throwIfAborted();
      const res = await this.fetchImpl(url, { ...init, credentials: 'include', signal: controller.signal });
      this.readVersion(res.headers.get(API_VERSION_HEADER));
      answer = { status: res.status, body: parseJson(await res.text()), aborted: false };
    } catch (e) {
      answer = { status: 0, body: null, aborted: isAbort(e) || controller.signal.aborted };
    } finally {
      options.signal?.removeEventListener('abort', abort);
      this.untrack(controller, options);
    }
    if (answer.status < 200 || answer.status >= 300 || answer.body === undefined) throw this.fail(answer, options);
    return answer;
  }
}
