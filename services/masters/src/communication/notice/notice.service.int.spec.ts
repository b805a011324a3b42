import { type Caller } from '@school/contracts';
import { allowedFunctionIds, ROLE, tokyoDate } from '@school/domain';
import { AppError, type FileStore } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { CenterRepository } from '../../center/center.repository';
import { AttachmentOwners } from '../attachment/attachment-owners';
import { AttachmentRepository } from '../attachment/attachment.repository';
import { AttachmentService } from '../attachment/attachment.service';
import { NoticeRepository } from './notice.repository';
import { NoticeService } from './notice.service';

// The notice service against the run's migrated and seeded PostgreSQL; its notices are titled
// "int-notice-700…" and removed after, with the attachment row the files test adds.
const TITLE = 'int-notice-700001';
const FILE_KEY = '70000000-0000-4000-8000-000000700001';
const caller = (role: number, functionIds: string[] = []): Caller => ({
  userNo: null,
  role,
  functionIds,
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'notice-service-int',
  ip: '127.0.0.1',
  frontendUrl: null,
});
const admin = caller(ROLE.ADMIN, allowedFunctionIds(ROLE.ADMIN, []));
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, key: e.messageKey } : e),
  );

describe('NoticeService', () => {
  let ds: DataSource;
  let notices: NoticeService;
  let attachments: AttachmentService;
  let noticeNo: number;

  const cleanUp = async () => {
    await ds.query(`DELETE FROM "masters"."attachment" WHERE "file_key" = $1`, [FILE_KEY]);
    await ds.query(`DELETE FROM "masters"."notice" WHERE "title" LIKE 'int-notice-7%'`);
  };

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    const owners = new AttachmentOwners();
    // the files test reads no file store: it asks who may read a notice's file
    attachments = new AttachmentService(new AttachmentRepository(ds), owners, {} as FileStore);
    notices = new NoticeService(ds, new NoticeRepository(ds), new CenterRepository(ds), attachments, owners);
    notices.onModuleInit();
    await cleanUp();
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  const save = (o: Record<string, unknown>) =>
    notices.save(
      {
        title: TITLE,
        content: '<p>int notice</p>',
        important_flag: 0,
        publish_start_date: tokyoDate(Date.now()),
        publish_end_date: null,
        roles: [ROLE.OFFICE_STAFF],
        center_nos: [],
        file_json: [],
        ...o,
      },
      admin,
    );

  it('saves a notice at the version read, refusing a stale save and an unknown center', async () => {
    const row = await save({});
    noticeNo = row.notice_no;
    expect(row).toMatchObject({ title: TITLE, roles: [ROLE.OFFICE_STAFF], center_nos: [], lock_version: 0 });
    const edited = await save({ notice_no: noticeNo, lock_version: 0, important_flag: 1 });
    expect(edited).toMatchObject({ important_flag: 1, lock_version: 1 });
    expect(await refusal(save({ notice_no: noticeNo, lock_version: 0 }))).toMatchObject({ status: 409 });
    expect(await refusal(save({ center_nos: [749_999] }))).toMatchObject({ status: 422 });
    const page = await notices.browse({ searchInfo: { search: TITLE } });
    expect(page.data.map((r) => r.notice_no)).toEqual([noticeNo]);
  });

  it('shows the notice to its roles only', async () => {
    expect((await notices.forReader(caller(ROLE.OFFICE_STAFF))).some((n) => n.notice_no === noticeNo)).toBe(true);
    expect((await notices.forReader(caller(ROLE.SALES))).some((n) => n.notice_no === noticeNo)).toBe(false);
  });

  it('offers the centers (not groups) to choose from', async () => {
    const { centers } = await notices.getDropdownData();
    const groups = (await ds.query(`SELECT "center_no" FROM "masters"."center" WHERE "group_flag" = 1`)) as {
      center_no: number;
    }[];
    expect(centers.length).toBeGreaterThan(0);
    expect(centers.some((c) => groups.some((g) => g.center_no === c.value))).toBe(false);
  });

  it('registers who may read its files: the audience and the staff who edit notices', async () => {
    await ds.query(`INSERT INTO "masters"."attachment" ("owner_type", "owner_no", "file_key") VALUES ('notice', $1, $2)`, [
      noticeNo,
      FILE_KEY,
    ]);
    expect(await attachments.access(FILE_KEY, caller(ROLE.OFFICE_STAFF))).toEqual({ attached: true, allowed: true });
    expect(await attachments.access(FILE_KEY, caller(ROLE.SALES))).toEqual({ attached: true, allowed: false });
    expect(await attachments.access(FILE_KEY, caller(ROLE.SALES, ['M00101']))).toEqual({ attached: true, allowed: true });
  });
});
