import { DataSource } from 'typeorm';
import { LabelsRepository } from './labels.repository';
import { LabelsService } from './labels.service';

// The names other services show for masters' records, against the run's migrated and seeded
// PostgreSQL (nothing is written).
describe('LabelsService', () => {
  let ds: DataSource;
  let labels: LabelsService;

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    labels = new LabelsService(new LabelsRepository(ds));
  });

  afterAll(() => ds.destroy());

  it('answers the current names of the numbers asked, unknown ones left out', async () => {
    const [center] = (await ds.query(`SELECT "center_no", "center_name" FROM "masters"."center" ORDER BY 1 LIMIT 1`)) as {
      center_no: number;
      center_name: string;
    }[];
    const [teacher] = (await ds.query(`SELECT "teacher_no", "teacher_name" FROM "masters"."teacher" ORDER BY 1 LIMIT 1`)) as {
      teacher_no: number;
      teacher_name: string;
    }[];
    const out = await labels.labels({ center_nos: [center.center_no, 749_999], teacher_nos: [teacher.teacher_no] });
    expect(out).toEqual({
      centers: [{ value: center.center_no, label: center.center_name }],
      teachers: [{ value: teacher.teacher_no, label: teacher.teacher_name }],
      students: [],
      subjects: [],
    });
    await expect(labels.labels({ center_nos: [0] })).rejects.toMatchObject({ status: 422 });
  });
});
