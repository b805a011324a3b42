import { DataSource, type EntityManager } from 'typeorm';
import { PendingScheduleRepository } from '../pending-schedule/pending-schedule.repository';
import { StudentRowsRepository } from '../student-schedule/student-rows.repository';
import { ApplicationRepository } from './application.repository';

type Plan = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: Plan[] };
const nodesOf = (plan: Plan): Plan[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

// An application's lesson is found through the partial index lesson_entry (entry_schedule_no > 0).
// Looked up from each application row (a correlated subquery), the planner cannot prove the index's
// predicate from `l.entry_schedule_no = e.entry_schedule_no` alone and read every lesson instead
// (docs/benchmarks.md, entries 2026-11-27: 11–16 ms per application at bench scale, on every
// C30101_submit's answer). The repositories' own statements are planned here (EXPLAIN, nothing
// run), with sequential scans priced out so that a usable index is always the planner's choice: the
// lesson must be reached through lesson_entry, never by a scan of the whole table.
describe('the application → lesson lookups use the lesson_entry index', () => {
  let ds: DataSource;

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
  });
  afterAll(() => ds.destroy());

  // The plans of every statement `read` sends, in one transaction rolled back.
  // `answer`: the rows each statement returns to the repository (a browse reads its count first)
  const plansOf = (read: (db: Pick<EntityManager, 'query'>) => Promise<unknown>, answer: unknown[] = []): Promise<Plan[]> =>
    ds
      .transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const plans: Plan[] = [];
        // each statement planned, not run: the repository gets no rows back
        const explain = async (sql: string, params?: unknown[]) => {
          const [row] = (await tx.query(`EXPLAIN (FORMAT JSON) ${sql}`, params)) as { 'QUERY PLAN': [{ Plan: Plan }] }[];
          plans.push(row['QUERY PLAN'][0].Plan);
          return answer;
        };
        await read({ query: explain as EntityManager['query'] });
        throw Object.assign(new Error('rollback'), { plans });
      })
      .catch((e: { plans?: Plan[] }) => {
        if (!e.plans) throw e;
        return e.plans;
      });

  const lessonNodes = (plans: Plan[]) => plans.flatMap(nodesOf).filter((n) => n['Relation Name'] === 'lesson' || n['Index Name']);

  it("C30101_submit's answer (StudentRowsRepository.entriesByNo) reaches each application's lesson through lesson_entry", async () => {
    const plans = await plansOf((db) => new StudentRowsRepository(ds).entriesByNo([1, 2, 3], db));
    expect(plans).toHaveLength(1);
    const nodes = lessonNodes(plans);
    expect(nodes.filter((n) => n['Index Name'] === 'lesson_entry')).toHaveLength(1);
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
  });

  it("a take-back's lock (ApplicationRepository.lockEntry) reaches the lessons through lesson_entry", async () => {
    const plans = await plansOf((db) => new ApplicationRepository(ds).lockEntry(db as EntityManager, 1));
    expect(plans).toHaveLength(2);
    const nodes = lessonNodes(plans);
    expect(nodes.filter((n) => n['Index Name'] === 'lesson_entry')).toHaveLength(2);
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
  });

  it("C30101Student_doBrowse's applications (StudentRowsRepository.entries) reach their lessons through lesson_entry", async () => {
    const plans = await plansOf((db) =>
      new StudentRowsRepository({ query: db.query.bind(db) } as unknown as DataSource).entries(1, '2095-01-01', '2095-01-31'),
    );
    expect(plans).toHaveLength(1);
    const nodes = lessonNodes(plans);
    expect(nodes.filter((n) => n['Index Name'] === 'lesson_entry')).toHaveLength(1);
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
  });

  it("PendingSchedule's page of waiting applications reaches their lessons through lesson_entry", async () => {
    const browse = { searchInfo: {}, orderBy: [], pagination: { current_page: 1, per_page: 30 } };
    const plans = await plansOf(
      (db) => new PendingScheduleRepository(db as unknown as DataSource).browse({ kind: 'student', studentNo: 1 }, browse),
      [{ total: 1 }],
    );
    expect(plans).toHaveLength(2);
    const [count, page] = plans;
    // the count needs no lesson number; the page looks each waiting application's lesson up
    expect(lessonNodes([page]).filter((n) => n['Index Name'] === 'lesson_entry').length).toBeGreaterThan(0);
    expect([...lessonNodes([count]), ...lessonNodes([page])].filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
  });
});
