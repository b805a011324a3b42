import { type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { AppError, FileStore } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { AttachmentOwners } from './attachment-owners';
import { AttachmentRepository } from './attachment.repository';
import { AttachmentService } from './attachment.service';

// The attachment service against the run's migrated and seeded PostgreSQL: its rows belong to an
// owner type of the test's own (int_owner, numbers 700_001…) and are removed after. The file store
// is the real one on the run's files folder, holding two files the test writes (user 1's and user 2's)
// and removes after.
const MINE = '70000000-0000-4000-8000-000000700011';
const THEIRS = '70000000-0000-4000-8000-000000700012';
const OWNER_NO = 700_001;
const caller = (userNo: number): Caller => ({
  userNo,
  role: ROLE.TEACHER,
  functionIds: [],
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'attachment-service-int',
  ip: '127.0.0.1',
  frontendUrl: null,
});

describe('AttachmentService', () => {
  let ds: DataSource;
  let attachments: AttachmentService;
  let files: FileStore;
  const readers: number[][] = [];

  const cleanUp = () => ds.query(`DELETE FROM "masters"."attachment" WHERE "owner_type" = 'int_owner'`);

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    files = new FileStore(process.env.E2E_FILES_DIR!);
    await files.put('mine', { name: 'mine.txt', mimetype: 'text/plain', ownerUserNo: 1 }, { key: MINE });
    await files.put('theirs', { name: 'theirs.txt', mimetype: 'text/plain', ownerUserNo: 2 }, { key: THEIRS });
    const owners = new AttachmentOwners();
    owners.register('int_owner', async (nos) => {
      readers.push(nos);
      return nos.includes(OWNER_NO);
    });
    attachments = new AttachmentService(new AttachmentRepository(ds), owners, files);
    await cleanUp();
  });

  afterAll(async () => {
    await cleanUp();
    await Promise.all([MINE, THEIRS].map((key) => files.remove(key)));
    await ds.destroy();
  });

  it("takes the caller's own uploads, never another's, unless the record already holds it", async () => {
    expect((await attachments.check('int_owner', null, [MINE], caller(1))).map((m) => m.key)).toEqual([MINE]);
    const refused = await attachments.check('int_owner', OWNER_NO, [THEIRS], caller(1)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    await ds.transaction((tx) => attachments.replace(tx, 'int_owner', OWNER_NO, [MINE, THEIRS]));
    expect((await attachments.check('int_owner', OWNER_NO, [THEIRS], caller(1))).map((m) => m.key)).toEqual([THEIRS]);
  });

  it("answers access by the owner's registered check, with the records holding the file", async () => {
    expect(await attachments.access(MINE, caller(1))).toEqual({ attached: true, allowed: true });
    expect(readers.at(-1)).toEqual([OWNER_NO]);
    await ds.transaction((tx) => attachments.replace(tx, 'int_owner', OWNER_NO + 1, [MINE]));
    await ds.transaction((tx) => attachments.replace(tx, 'int_owner', OWNER_NO, []));
    expect(await attachments.access(MINE, caller(1))).toEqual({ attached: true, allowed: false });
    expect(await attachments.access('70000000-0000-4000-8000-000000700099', caller(1))).toEqual({
      attached: false,
      allowed: false,
    });
  });
});
