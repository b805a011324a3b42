import { findRoute, type CurrentUser } from '@school/contracts';
import { STUDENT_ROLES, USER_STATUS } from '@school/domain';
import { ApiClient, EMPTY_DROPDOWNS, sessionStore } from '@school/ui';
import { createMemoryRouter } from 'react-router';
import { guardLoader } from './guard';

const STUDENT = {
  user_no: 7,
  user_type_code: STUDENT_ROLES[0],
  role_code: 'student',
  status: USER_STATUS.ACTIVE,
  permissions: [],
  authority_function_ids: [],
} as Partial<CurrentUser> as CurrentUser;

// The guard of one screen's route in a router, with an API whose getCurrentUser answers the student
// and whose every other call waits until it is aborted.
function screenRouter() {
  const aborted: string[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    const [{ api }] = (JSON.parse(String(init.body)) as { data: { api: string }[] }).data;
    if (api === 'getCurrentUser') return new Response(JSON.stringify({ data: [{ output: STUDENT }] }));
    return new Promise<Response>((_, reject) =>
      init.signal?.addEventListener('abort', () => {
        aborted.push(api);
        reject(new DOMException('aborted', 'AbortError'));
      }),
    );
  }) as typeof fetch;
  const api = new ApiClient({ apiUrl: 'http://api.test', onFailure: () => undefined, fetchImpl });
  const route = findRoute('C21101')!;
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const shown = () =>
    router?.state.initialized
      ? { url: router.state.location.pathname + router.state.location.search, route: router.state.matches.at(-1)?.route.path }
      : null;
  const routes = [route, findRoute('C21201')!].map((r) => ({ path: r.path, loader: guardLoader(r, api, false, shown) }));
  router = createMemoryRouter(routes, { initialEntries: [route.path] });
  return { api, router, aborted, path: route.path };
}

describe('the route guard’s aborting of pending calls (SPEC §2)', () => {
  beforeEach(() => sessionStore.set({ loaded: true, user: STUDENT, menu: [], dropdowns: EMPTY_DROPDOWNS }));

  it('keeps the calls of a screen shown again by a navigation to its own URL (it stays mounted and reads nothing again)', async () => {
    const { api, router, aborted, path } = screenRouter();
    await router.navigate(path);
    void api.call('C21101_getSchedule', { start_date: '2026-11-29', end_date: '2026-11-29' }).catch(() => undefined);
    await router.navigate(path);
    expect(router.state.location.pathname).toBe(path);
    expect(aborted).toEqual([]);
  });

  it('keeps the calls of a screen whose query changes (it stays mounted; what it waits for is its own)', async () => {
    const { api, router, aborted, path } = screenRouter();
    await router.navigate(path);
    void api.call('C21101_getSchedule', { start_date: '2026-11-29', end_date: '2026-11-29' }).catch(() => undefined);
    await router.navigate(`${path}?date=2026-11-30`);
    expect(router.state.location.search).toBe('?date=2026-11-30');
    expect(aborted).toEqual([]);
  });

  it('aborts what the previous screen still waits for when another URL is shown', async () => {
    const { api, router, aborted, path } = screenRouter();
    await router.navigate(path);
    void api.call('C21101_getSchedule', { start_date: '2026-11-29', end_date: '2026-11-29' }).catch(() => undefined);
    await router.navigate('/C21201');
    expect(router.state.location.pathname).toBe('/C21201');
    expect(aborted).toEqual(['C21101_getSchedule']);
  });
});
