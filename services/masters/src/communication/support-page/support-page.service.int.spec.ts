import { type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { AppError, type FileStore } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { AttachmentOwners } from '../attachment/attachment-owners';
import { AttachmentRepository } from '../attachment/attachment.repository';
import { AttachmentService } from '../attachment/attachment.service';
import { SupportPageRepository } from './support-page.repository';
import { SupportPageService } from './support-page.service';

// The help page service against the run's migrated and seeded PostgreSQL; its pages are titled
// "int-support-7…" and removed after with the attachment row its files test adds.
const FILE_KEY = '70000000-0000-4000-8000-000000700021';
const caller = (role: number): Caller => ({
  userNo: null,
  role,
  functionIds: [],
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'support-page-service-int',
  ip: '127.0.0.1',
  frontendUrl: null,
});
const admin = caller(ROLE.ADMIN);
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, key: e.messageKey } : e),
  );
const form = (o: Record<string, unknown>) => ({
  title: 'int-support-700001',
  content: '<p>int help</p>',
  function_id: '',
  published: 1,
  audience: ['teacher'],
  remarks: '',
  sort_order: 9000,
  file_json: [],
  ...o,
});

describe('SupportPageService', () => {
  let ds: DataSource;
  let pages: SupportPageService;
  let attachments: AttachmentService;

  const cleanUp = async () => {
    await ds.query(`DELETE FROM "masters"."attachment" WHERE "file_key" = $1`, [FILE_KEY]);
    await ds.query(`DELETE FROM "masters"."support_page" WHERE "title" LIKE 'int-support-7%'`);
  };

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    const owners = new AttachmentOwners();
    // no file is saved here: the file store is never asked
    attachments = new AttachmentService(new AttachmentRepository(ds), owners, {} as FileStore);
    pages = new SupportPageService(ds, new SupportPageRepository(ds), attachments, owners);
    pages.onModuleInit();
    await cleanUp();
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it('adds, browses and edits a page at the version read, and deletes it at the version read', async () => {
    const row = await pages.add(form({}), admin);
    expect(row).toMatchObject({ title: 'int-support-700001', lock_version: 0, function_id: null });
    const page = await pages.browse({ searchInfo: { search: 'int-support-700001', published: 1 } });
    expect(page.data.map((r) => r.support_no)).toEqual([row.support_no]);
    const edited = await pages.edit(form({ support_no: row.support_no, lock_version: 0, published: 0 }), admin);
    expect(edited).toMatchObject({ published: 0, lock_version: 1 });
    expect(await refusal(pages.edit(form({ support_no: row.support_no, lock_version: 0 }), admin))).toMatchObject({
      status: 409,
    });
    expect(await refusal(pages.delete({ support_no: row.support_no, lock_version: 0 }))).toMatchObject({ status: 409 });
    await expect(pages.delete({ support_no: row.support_no, lock_version: 1 })).resolves.toBeNull();
    expect(await refusal(pages.getEdit({ support_no: row.support_no }))).toMatchObject({ status: 404 });
  });

  it('shows a published page, and its files, to its audience only', async () => {
    const row = await pages.add(form({ title: 'int-support-700002' }), admin);
    expect(await pages.view({ support_no: row.support_no }, caller(ROLE.TEACHER))).toMatchObject({ available: true });
    expect(await pages.view({ support_no: row.support_no }, caller(ROLE.STUDENT_110))).toMatchObject({ available: false });
    expect((await pages.list(caller(ROLE.TEACHER))).some((p) => p.support_no === row.support_no)).toBe(true);

    await ds.query(`INSERT INTO "masters"."attachment" ("owner_type", "owner_no", "file_key") VALUES ('support_page', $1, $2)`, [
      row.support_no,
      FILE_KEY,
    ]);
    expect(await attachments.access(FILE_KEY, caller(ROLE.TEACHER))).toEqual({ attached: true, allowed: true });
    expect(await attachments.access(FILE_KEY, caller(ROLE.STUDENT_110))).toEqual({ attached: true, allowed: false });
  });
});
