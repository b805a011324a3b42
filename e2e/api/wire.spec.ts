import { sharedStack } from '../support/stack';

// SPEC §7 / DESIGN §2 against the real stack: gateway → NATS → services → PostgreSQL.
describe('the API wire', () => {
  const stack = sharedStack();

  it('answers a batch spanning two services with the outputs in order', async () => {
    const res = await stack.call({
      data: [
        { api: 'Address_getStates', input: { o0101_id: 1 } },
        { api: 'AuthService.getConfig', input: { key: 'app.C21101_SHOW_ZOOM_INFO' } },
        { api: 'Address_getCountries' },
      ],
    });
    expect(res.status).toBe(200);
    const data = (res.json as { data: { output: unknown }[] }).data;
    expect(data).toHaveLength(3);
    expect((data[0].output as { name: string }[])[12].name).toBe('東京都');
    expect((data[0].output as unknown[]).length).toBe(47);
    expect(data[1].output).toEqual({ key: 'app.C21101_SHOW_ZOOM_INFO', value: true });
    expect((data[2].output as { code: string }[]).map((c) => c.code)).toEqual(['JP', 'TW', 'US']);
  });

  // Clients close an idle kept-alive connection first (Node's fetch after 4 s, browsers later), so
  // a request never meets a connection the gateway closed in the same moment.
  it('keeps an idle connection open longer than its clients do', async () => {
    const res = await fetch(`${stack.baseUrl}/healthz`);
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('answers GET /api at data[""].output with indexed input parameters', async () => {
    const res = await fetch(`${stack.baseUrl}/api?api=Address_getStates&input%5Bo0101_id%5D=1`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { '': { output: { name: string }[] } } };
    expect(body.data[''].output[0].name).toBe('北海道');
  });

  it('sends X-Api-Version and a request id on every answer, errors included', async () => {
    for (const res of [await fetch(`${stack.baseUrl}/healthz`), await fetch(`${stack.baseUrl}/api?api=Nope`)]) {
      expect(res.headers.get('x-api-version')).toBe('1');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('sets security headers', async () => {
    const res = await fetch(`${stack.baseUrl}/healthz`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  // POST /api skips Express's router (api/api-fast-path.ts): its answer still has every header the
  // middlewares set on any other answer.
  it('sets the same security, CORS and request headers on an API answer as on any other', async () => {
    const headers = { 'content-type': 'application/json', origin: 'http://localhost:4200' };
    const api = await fetch(`${stack.baseUrl}/api`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: [{ api: 'AuthService.getConfig', input: { key: 'app.C21101_SHOW_ZOOM_INFO' } }] }),
    });
    const other = await fetch(`${stack.baseUrl}/healthz`, { headers });
    expect(api.status).toBe(200);
    const shared = (res: Response) =>
      Object.fromEntries(
        [...res.headers].filter(([name]) => !['date', 'content-type', 'content-length', 'x-request-id', 'etag'].includes(name)),
      );
    expect(shared(api)).toEqual(shared(other));
    expect(api.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(api.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    expect(api.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows CORS with credentials for the configured web origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.baseUrl}/api`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight('http://localhost:4200');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await preflight('http://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses an API name that is not registered, in the caller language', async () => {
    const ja = await stack.call({ data: [{ api: 'M99999_doNothing' }] });
    expect(ja.status).toBe(400);
    expect(ja.json).toMatchObject({ code: 'UNKNOWN_API', message: 'API「M99999_doNothing」は登録されていません。' });
    const en = await stack.call({ data: [{ api: 'M99999_doNothing' }] }, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.json).toMatchObject({ code: 'UNKNOWN_API', message: 'The API "M99999_doNothing" is not registered.' });
  });

  it('answers 422 VALIDATION_ERROR with field messages from the service', async () => {
    const res = await stack.call({ data: [{ api: 'Address_getStates', input: { o0101_id: 'abc' } }] });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code: 'VALIDATION_ERROR', errors: { o0101_id: ['整数で入力してください'] } });
  });

  it('refuses a whole batch before running anything when one action needs a session', async () => {
    const res = await stack.call({ data: [{ api: 'Address_getCountries' }, { api: 'T0012AuthorityService.getMenu' }] });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'NOT_LOGGED_IN', message: 'セッションが切れました。再度ログインしてください' });
  });

  it('answers 404 in JSON for an unknown path', async () => {
    const res = await fetch(`${stack.baseUrl}/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'ページが見つかりません。' });
  });

  it('is ready: PostgreSQL, Redis, NATS and every service answer', async () => {
    const res = await fetch(`${stack.baseUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      postgres: 'ok',
      redis: 'ok',
      nats: 'ok',
      services: { auth: 'ok', scheduling: 'ok', reports: 'ok', masters: 'ok', chat: 'ok' },
    });
  });

  it('refuses uploads without a session before reading the file', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'a.txt');
    const res = await fetch(`${stack.baseUrl}/api/upload`, { method: 'POST', body: form });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      code: 'NOT_LOGGED_IN',
      message: 'セッションが切れました。再度ログインしてください',
    });
  });

  it('keeps the bull-board for administrators', async () => {
    const res = await fetch(`${stack.baseUrl}/admin/queues`);
    expect(res.status).toBe(401);
  });
});
