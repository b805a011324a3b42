import { type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { DataSource } from 'typeorm';
import { UserLinkRepository } from './user-link.repository';
import { UserLinkService } from './user-link.service';

// The account link choices against the run's migrated and seeded PostgreSQL (seeded teachers and
// students only; nothing is written).
const caller = (centerNos: number[] | null): Caller => ({
  userNo: null,
  role: ROLE.ADMIN,
  functionIds: [],
  centerNos,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'user-link-service-int',
  ip: '127.0.0.1',
  frontendUrl: null,
});

describe('UserLinkService', () => {
  let ds: DataSource;
  let links: UserLinkService;

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    links = new UserLinkService(new UserLinkRepository(ds));
  });

  afterAll(() => ds.destroy());

  it("offers teachers by number, limited to the caller's centers", async () => {
    const [teacher] = (await ds.query(`SELECT "teacher_no", "center_no" FROM "masters"."teacher" ORDER BY 1 LIMIT 1`)) as {
      teacher_no: number;
      center_no: number;
    }[];
    const found = await links.choices({ kind: 'teacher', search: String(teacher.teacher_no) }, caller(null));
    expect(found[0]).toMatchObject({ value: teacher.teacher_no });
    expect(await links.choices({ kind: 'teacher', search: String(teacher.teacher_no) }, caller([749_999]))).toEqual([]);
  });

  it('says which linked records exist', async () => {
    expect(await links.check({ teacher_no: 1, student_no: 749_999 })).toEqual({ teacher: true, student: false });
    expect(await links.check({ teacher_no: null, student_no: null })).toEqual({ teacher: true, student: true });
  });
});
