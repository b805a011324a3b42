import { API_REGISTRY, type ApiName, type ClassroomFields } from '@school/contracts';
import { addDays, startOfWeek, tokyoDate } from '@school/domain';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { finishedJob } from '../support/jobs';
import { ApiSession, WEB_ORIGIN } from '../support/session';
import { sharedStack } from '../support/stack';

// Web attacks on the gateway (issue 29 item 5, R8), generated from the registry where it can be:
// - a request from a foreign origin — another site, a look-alike of ours, an opaque origin, ours over
//   another scheme — is refused (403 CSRF_REJECTED) for every registered API, signed in (CSRF) or not
//   (login CSRF), and on the gateway's other POST routes; a refused call changes nothing. The live
//   socket's upgrade has its own test in live.spec (a foreign Origin gets no upgrade).
// - URL fields are stored and shown, never fetched by a server: a classroom's meeting URL pointing at
//   a server of this test, read back through the screens that show it, exported and in the PDF of
//   its center, and the server sees no request.
const FOREIGN = ['https://evil.example', `${WEB_ORIGIN}.evil.example`, 'null', WEB_ORIGIN.replace('http:', 'https:')];
const CENTER = 1;

describe('web attacks on the gateway', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  const head = new ApiSession(stack);

  const post = (path: string, origin: string, body: string, cookie: string | null) =>
    fetch(`${stack.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body,
    });

  beforeAll(async () => {
    await Promise.all([admin.login('admin'), head.login('head')]);
  });

  it('refuses every registered API from a foreign or look-alike origin, signed in or not', async () => {
    const apis = Object.keys(API_REGISTRY) as ApiName[];
    const answered: string[] = [];
    for (const [i, api] of apis.entries()) {
      const body = JSON.stringify({ data: [{ api, input: {} }] });
      for (const cookie of [admin.cookie, null]) {
        const origin = FOREIGN[i % FOREIGN.length];
        const res = await post('/api', origin, body, cookie);
        const code = ((await res.json()) as { code?: string }).code;
        if (res.status !== 403 || code !== 'CSRF_REJECTED')
          answered.push(`${api} from ${origin} ${cookie ? 'signed in' : 'signed out'}: ${res.status} ${code}`);
      }
    }
    console.log(`foreign origins: ${apis.length} APIs × signed in and out, ${answered.length} not refused`);
    expect(answered).toEqual([]);
  });

  it('refuses the other POST routes from a foreign origin', async () => {
    const routes = ['/api/upload', '/api/download', '/auth/oidc/bind', '/auth/oidc/bind/cancel'];
    for (const path of routes)
      for (const origin of FOREIGN) {
        const res = await post(path, origin, '{}', admin.cookie);
        expect({ path, origin, status: res.status }).toEqual({ path, origin, status: 403 });
      }
  });

  it('changes nothing on a refused call', async () => {
    const before = (await admin.call('getCurrentUser', {})).output!;
    const body = JSON.stringify({
      data: [{ api: 'setUserLocale', input: { locale: before.locale_code === 'en' ? 'ja' : 'en' } }],
    });
    expect((await post('/api', FOREIGN[0], body, admin.cookie)).status).toBe(403);
    expect((await admin.call('getCurrentUser', {})).output?.locale_code).toBe(before.locale_code);
  });

  describe('a meeting URL', () => {
    let trap: Server;
    const trapped: string[] = [];
    let url = '';
    let classroomNo = 0;

    beforeAll(async () => {
      trap = createServer((req, res) => {
        trapped.push(`${req.method} ${req.url}`);
        res.end('x');
      });
      await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(trap.address() as AddressInfo).port}/meeting?next=%3Cscript%3E`;
    });

    afterAll(async () => {
      if (classroomNo) {
        const { lock_version } = (await head.call('M20201_getEdit', { classroom_no: classroomNo })).output;
        await head.call('M20201_doDelete', { classroom_no: classroomNo, lock_version });
      }
      await new Promise((resolve) => trap.close(resolve));
    });

    it('is stored, read back, exported and its center’s PDF made, and never fetched by a server', async () => {
      const fields: ClassroomFields = {
        center_no: CENTER,
        classroom_name: 'URL試験教室',
        classroom_type: 1,
        booth_count: 1,
        meeting_url: url,
        sort_order: 999,
      };
      const added = await head.call('M20201_doAdd', fields);
      expect(added.status).toBe(200);
      classroomNo = added.output.classroom_no;
      expect(added.output.meeting_url).toBe(url);
      expect((await head.call('M20201_getEdit', { classroom_no: classroomNo })).output.meeting_url).toBe(url);
      // M00501 reads the center's classrooms with their meeting URLs from masters
      const monday = addDays(startOfWeek(tokyoDate(Date.now())), 7);
      expect((await admin.call('M00501_getOneWeekTeacherCounts', { center_no: CENTER, start_date: monday })).status).toBe(200);
      expect((await head.download('M20201_exportCSV', { searchInfo: { center_no: CENTER }, orderBy: [] })).status).toBe(200);
      const started = await head.call('C40201_generatePDF', {
        center_no: CENTER,
        start_date: monday,
        end_date: addDays(monday, 6),
        by: 'teacher',
        file_name: 'URL試験',
      });
      expect(started.status).toBe(200);
      expect((await finishedJob(head, started.output.jobId, 'the PDF job', 90_000)).state).toBe('completed');
      expect(trapped).toEqual([]);
    });
  });
});
