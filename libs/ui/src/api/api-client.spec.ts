import { ApiClient, PREFETCH_TTL_MS, toIndexedQuery } from './api-client';
import { ApiError } from './api-error';
import type { FailureAction } from './failure-policy';

type Reply = { status: number; body: string; headers?: Record<string, string> };

const setup = (reply: Reply | ((url: string, init: RequestInit) => Promise<Response>), locale?: () => string) => {
  const failures: FailureAction[] = [];
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    if (typeof reply === 'function') return reply(url, init);
    return new Response(reply.body, { status: reply.status, headers: reply.headers });
  }) as typeof fetch;
  const client = new ApiClient({
    apiUrl: 'http://api.test/',
    onFailure: (a) => failures.push(a),
    fetchImpl,
    frontendUrl: () => 'http://web.test/Auth/login',
    locale,
  });
  return { client, failures, requests };
};

describe('ApiClient', () => {
  it('posts a batch with cookies and answers the outputs in order', async () => {
    const { client, requests } = setup({
      status: 200,
      body: JSON.stringify({ data: [{ output: 1 }, { output: { a: 2 } }] }),
      headers: { 'X-Api-Version': '7' },
    });
    const actions = [
      { api: 'getCurrentUser', input: {} },
      { api: 'Address_getStates', input: { o0101_id: 1 } },
    ] as const;
    await expect(client.batch(actions)).resolves.toEqual([1, { a: 2 }]);
    expect(requests[0].url).toBe('http://api.test/api');
    expect(requests[0].init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(requests[0].init.body))).toEqual({ data: actions });
    expect(client.apiVersion).toBe('7');
  });

  it('gives a screen’s identical call the prefetched answer once, within its time, and asks again otherwise', async () => {
    let answered = 0;
    const { client, requests, failures } = setup(async () => {
      answered += 1;
      return new Response(JSON.stringify({ data: [{ output: answered }] }), { status: 200 });
    });
    const input = { center_no: 1, start_date: '2026-12-01', end_date: '2026-12-28' };
    client.prefetch([{ api: 'C40101_getCalendar', input }]);
    expect(requests).toHaveLength(1);
    // the same API and input: the answer fetched ahead, nothing sent
    await expect(client.call('C40101_getCalendar', { ...input })).resolves.toBe(1);
    expect(requests).toHaveLength(1);
    // taken once: the next call asks
    await expect(client.call('C40101_getCalendar', input)).resolves.toBe(2);
    // another input is not served by it
    const other = { ...input, start_date: '2026-12-02' };
    client.prefetch([{ api: 'C40101_getCalendar', input: other }]);
    await expect(client.call('C40101_getCalendar', { ...other, center_no: 2 })).resolves.toBe(4);
    // past its time it is dropped
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + PREFETCH_TTL_MS + 1);
    try {
      await expect(client.call('C40101_getCalendar', other)).resolves.toBe(5);
    } finally {
      jest.restoreAllMocks();
    }
    expect(failures).toEqual([]);
  });

  it('asks an identical prefetch once while it waits, and gives a prefetch its own answer', async () => {
    let answered = 0;
    const { client, requests } = setup(async () => {
      answered += 1;
      return new Response(JSON.stringify({ data: [{ output: answered }] }), { status: 200 });
    });
    const input = { center_no: 1 };
    await expect(client.prefetchOne('C40101_getCourseStartDate', input)).resolves.toBe(1);
    // prefetched again (the URL the screen chose): still waiting for the screen, not asked again
    client.prefetch([{ api: 'C40101_getCourseStartDate', input }]);
    await expect(client.prefetchOne('C40101_getCourseStartDate', { ...input })).resolves.toBe(1);
    expect(requests).toHaveLength(1);
    await expect(client.call('C40101_getCourseStartDate', input)).resolves.toBe(1);
    expect(requests).toHaveLength(1);
  });

  // the board reads the range it opens with before the router has put it in the URL, whose prefetch follows
  it('does not ask a prefetch again whose answer a call took within its time', async () => {
    let answered = 0;
    const { client, requests } = setup(async () => {
      answered += 1;
      return new Response(JSON.stringify({ data: [{ output: answered }] }), { status: 200 });
    });
    const input = { center_no: 1, start_date: '2026-12-01', end_date: '2026-12-28' };
    client.prefetch([{ api: 'C40101_getCalendar', input }]);
    await expect(client.call('C40101_getCalendar', input)).resolves.toBe(1);
    client.prefetch([{ api: 'C40101_getCalendar', input }]);
    expect(requests).toHaveLength(1);
    // nothing kept for a later call: it asks
    await expect(client.call('C40101_getCalendar', input)).resolves.toBe(2);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + PREFETCH_TTL_MS + 1);
    try {
      client.prefetch([{ api: 'C40101_getCalendar', input }]);
      expect(requests).toHaveLength(3);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('lets go of the taken answers past their time', async () => {
    const { client } = setup(async () => new Response(JSON.stringify({ data: [{ output: 1 }] }), { status: 200 }));
    const week = (start_date: string) => ({ center_no: 1, start_date, end_date: '2026-12-28' });
    client.prefetch([{ api: 'C40101_getCalendar', input: week('2026-12-01') }]);
    await client.call('C40101_getCalendar', week('2026-12-01'));
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + PREFETCH_TTL_MS + 1);
    try {
      client.prefetch([{ api: 'C40101_getCalendar', input: week('2026-12-02') }]);
      await client.call('C40101_getCalendar', week('2026-12-02'));
      expect([...client['taken'].keys()]).toEqual([expect.stringContaining('2026-12-02')]);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('asks again when the prefetch failed, and that call’s own failure handling applies', async () => {
    let calls = 0;
    const { client, requests, failures } = setup(async () => {
      calls += 1;
      return calls === 1
        ? new Response('{}', { status: 500 })
        : new Response(JSON.stringify({ data: [{ output: 'fresh' }] }), { status: 200 });
    });
    client.prefetch([{ api: 'getCurrentUser', input: {} }]);
    await expect(client.call('getCurrentUser', {})).resolves.toBe('fresh');
    expect(requests).toHaveLength(2);
    // the failed prefetch itself was silent
    expect(failures).toEqual([]);
  });

  it('forgets prefetched answers when a navigation aborts what was pending', async () => {
    const { client, requests } = setup({ status: 200, body: JSON.stringify({ data: [{ output: 1 }] }) });
    client.prefetch([{ api: 'getCurrentUser', input: {} }]);
    client.abortAll();
    await client.call('getCurrentUser', {});
    expect(requests).toHaveLength(2);
  });

  it('sends X-Frontend-URL on auth calls only', async () => {
    const { client, requests } = setup({ status: 200, body: '{"data":[{"output":null}]}' });
    await client.call('Auth_login', { user_id: 'a', password: 'b' }, { auth: true });
    await client.call('getCurrentUser', {});
    expect((requests[0].init.headers as Record<string, string>)['X-Frontend-URL']).toBe('http://web.test/Auth/login');
    expect((requests[1].init.headers as Record<string, string>)['X-Frontend-URL']).toBeUndefined();
  });

  it('reads GET answers at data[""].output with indexed input', async () => {
    const { client, requests } = setup({ status: 200, body: JSON.stringify({ data: { '': { output: [3] } } }) });
    await expect(client.get('Address_getStates', { o0101_id: 1 })).resolves.toEqual([3]);
    expect(decodeURIComponent(requests[0].url)).toBe('http://api.test/api?api=Address_getStates&input[o0101_id]=1');
    expect(toIndexedQuery('input', { searchInfo: { search: 'h' } })).toEqual([['input[searchInfo][search]', 'h']]);
    expect(toIndexedQuery('input', [1, 2])).toEqual([
      ['input[0]', '1'],
      ['input[1]', '2'],
    ]);
  });

  it('counts pending calls for the overlay, except silent ones', async () => {
    let release: () => void = () => undefined;
    const { client } = setup(
      () => new Promise((r) => (release = () => r(new Response('{"data":[{"output":1}]}', { status: 200 })))),
    );
    const loud = client.call('getCurrentUser', {});
    expect(client.pending.get()).toBe(1);
    release();
    await loud;
    expect(client.pending.get()).toBe(0);
    const quiet = client.call('getCurrentUser', {}, { silent: true });
    expect(client.pending.get()).toBe(0);
    release();
    await quiet;
  });

  it('runs the catalogue on failure and rejects with an ApiError carrying field errors', async () => {
    const { client, failures } = setup({
      status: 422,
      body: JSON.stringify({ code: 'VALIDATION_ERROR', message: 'x', errors: { name: ['必須'] } }),
    });
    const error = await client.call('getCurrentUser', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ name: ['必須'] });
    expect(failures).toEqual([{ kind: 'fieldErrors', errors: { name: ['必須'] } }]);
  });

  it('leaves the reaction to the caller with handleErrors: false', async () => {
    const { client, failures } = setup({ status: 401, body: JSON.stringify({ code: 'NOT_LOGGED_IN', message: 'x' }) });
    await expect(client.call('getCurrentUser', {}, { handleErrors: false })).rejects.toMatchObject({ status: 401 });
    expect(failures).toEqual([]);
  });

  it('treats a non-JSON success as a non-JSON answer and a network failure as status 0', async () => {
    const html = setup({ status: 200, body: '<html>proxy</html>' });
    await expect(html.client.call('getCurrentUser', {})).rejects.toMatchObject({ action: { kind: 'nonJson' } });
    const down = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.client.call('getCurrentUser', {})).rejects.toMatchObject({ status: 0, action: { kind: 'network' } });
  });

  it('abortAll cancels pending calls, which are then ignored', async () => {
    const { client, failures } = setup(
      (_url, init) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))),
        ),
    );
    const pending = client.call('getCurrentUser', {}).catch((e: unknown) => e);
    client.abortAll();
    expect(((await pending) as ApiError).aborted).toBe(true);
    expect(failures).toEqual([{ kind: 'ignore' }]);
    expect(client.pending.get()).toBe(0);
  });

  it('aborts a call by its own signal, leaving the others running', async () => {
    const { client, failures } = setup(
      (_url, init) =>
        new Promise((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
          setTimeout(() => resolve(new Response('{"data":[{"output":null}]}', { status: 200 })), 10);
        }),
    );
    const own = new AbortController();
    const mine = client.call('getCurrentUser', {}, { signal: own.signal }).catch((e: unknown) => e);
    const other = client.call('getCurrentUser', {});
    own.abort();
    expect(((await mine) as ApiError).aborted).toBe(true);
    await expect(other).resolves.toBeNull();
    expect(failures).toEqual([{ kind: 'ignore' }]);
    // a signal aborted before the call: the call never answers
    await expect(client.call('getCurrentUser', {}, { signal: own.signal })).rejects.toMatchObject({ aborted: true });
  });

  it('sends the screen language as Accept-Language when it has one', async () => {
    let locale = 'ja';
    const { client, requests } = setup({ status: 200, body: '{"data":[{"output":null}]}' }, () => locale);
    await client.call('getCurrentUser', {});
    locale = 'zh-Hant';
    await client.call('getCurrentUser', {});
    expect(requests.map((r) => (r.init.headers as Record<string, string>)['accept-language'])).toEqual(['ja', 'zh-Hant']);
    const bare = setup({ status: 200, body: '{"data":[{"output":null}]}' });
    await bare.client.call('getCurrentUser', {});
    expect(bare.requests[0].init.headers).not.toHaveProperty('accept-language');
  });

  it('requests a JSON route outside /api with cookies and answers the whole body', async () => {
    const { client, requests } = setup({ status: 200, body: '{"data":{"user":{"user_no":1}}}' });
    await expect(client.request('POST', '/auth/oidc/bind')).resolves.toEqual({ data: { user: { user_no: 1 } } });
    expect(requests[0].url).toBe('http://api.test/auth/oidc/bind');
    expect(requests[0].init).toMatchObject({ method: 'POST', credentials: 'include', body: '{}' });
    await client.request('GET', '/auth/oidc/providers');
    expect(requests[1].init).toMatchObject({ method: 'GET' });
    expect(requests[1].init.body).toBeUndefined();
  });

  it('reports an error its caller looked at to the catalogue on request', async () => {
    const { client, failures } = setup({ status: 400, body: JSON.stringify({ code: 'BUSINESS_RULE', message: '無効' }) });
    const error = (await client.call('getCurrentUser', {}, { handleErrors: false }).catch((e: unknown) => e)) as ApiError;
    expect(failures).toEqual([]);
    client.report(error);
    expect(failures).toEqual([{ kind: 'notify', messageKey: 'api.operationError', params: { message: '無効' } }]);
  });
  it('ends the server’s session when the catalogue logs out (401/403), before any later call', async () => {
    const bodies: string[] = [];
    const { client, failures, requests } = setup(async (_url, init) => {
      const body = String(init.body);
      bodies.push(body);
      if (body.includes('Auth_logout')) return new Response('{"data":[{"output":null}]}', { status: 200 });
      if (body.includes('C50103_getData'))
        return new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'x' }), { status: 403 });
      return new Response('{"data":[{"output":null}]}', { status: 200 });
    });
    await expect(client.call('C50103_getData', { schedule_no: 1 })).rejects.toMatchObject({ status: 403 });
    expect(failures).toEqual([{ kind: 'logout', messageKey: 'error.notLoggedIn' }]);
    await client.call('getCurrentUser', {});
    expect(bodies.map((b) => (JSON.parse(b) as { data: { api: string }[] }).data[0].api)).toEqual([
      'C50103_getData',
      'Auth_logout',
      'getCurrentUser',
    ]);
    expect(requests[1].init).toMatchObject({ method: 'POST', credentials: 'include', keepalive: true });
    // a navigation's abort does not stop it: it is not one of the tracked calls
    expect(requests[1].init.signal).toBeUndefined();
  });

  it('ends the server’s session for a logout its caller reported, and not for other failures', async () => {
    const { client, requests } = setup({ status: 401, body: JSON.stringify({ code: 'SESSION_EXPIRED', message: 'x' }) });
    const error = (await client.call('getCurrentUser', {}, { handleErrors: false }).catch((e: unknown) => e)) as ApiError;
    expect(requests).toHaveLength(1);
    client.report(error);
    await client.call('getCurrentUser', {}, { handleErrors: false }).catch(() => undefined);
    expect(requests.map((r) => String(r.init.body).includes('Auth_logout'))).toEqual([false, true, false]);
    const refused = setup({ status: 400, body: JSON.stringify({ code: 'BUSINESS_RULE', message: '無効' }) });
    await refused.client.call('getCurrentUser', {}).catch(() => undefined);
    await refused.client.call('getCurrentUser', {}).catch(() => undefined);
    expect(refused.requests.some((r) => String(r.init.body).includes('Auth_logout'))).toBe(false);
  });
});
