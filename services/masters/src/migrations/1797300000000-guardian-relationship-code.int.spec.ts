import { DataSource } from 'typeorm';
import { GuardianRelationshipUnmapped1797290000000 } from './1797290000000-guardian-relationship-unmapped';
import { GuardianRelationshipCode1797300000000 } from './1797300000000-guardian-relationship-code';

// The guardian relationship's move from free text to SPEC §9's codes (1797290000000 saving the texts
// without a code, then 1797300000000), on a database of its own holding only the column it changes:
// known words become codes, other texts are kept word for word, and down() gives back what was there.
describe('migrations 1797290000000 and 1797300000000 guardian relationship codes (PostgreSQL)', () => {
  const name = `school_migration_${process.pid}`;
  const urlOf = (database: string) => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const admin = new DataSource({ type: 'postgres', url: urlOf('postgres') });
  let ds: DataSource;

  beforeAll(async () => {
    await admin.initialize();
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
    ds = new DataSource({ type: 'postgres', url: urlOf(name) });
    await ds.initialize();
    await ds.query(`CREATE SCHEMA "masters"`);
    await ds.query(`CREATE TABLE "masters"."student" ("student_no" int PRIMARY KEY, "guardian_relationship" text)`);
  });

  afterAll(async () => {
    await ds?.destroy();
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.destroy();
  });

  it('turns known words into codes, keeps other texts, and gives them back on down()', async () => {
    const before: [number, string | null][] = [
      [1, '父'],
      [2, ' Mother '],
      [3, '伯母'],
      [4, '後見人（叔父の妻）'],
      [5, null],
      [6, ''],
    ];
    for (const [no, text] of before) await ds.query(`INSERT INTO "masters"."student" VALUES ($1, $2)`, [no, text]);
    const unmapped = new GuardianRelationshipUnmapped1797290000000();
    const migration = new GuardianRelationshipCode1797300000000();
    const runner = ds.createQueryRunner();
    try {
      await unmapped.up(runner);
      await migration.up(runner);
      expect(await ds.query(`SELECT "student_no", "guardian_relationship" FROM "masters"."student" ORDER BY 1`)).toEqual([
        { student_no: 1, guardian_relationship: 1 },
        { student_no: 2, guardian_relationship: 2 },
        { student_no: 3, guardian_relationship: 5 },
        { student_no: 4, guardian_relationship: null },
        { student_no: 5, guardian_relationship: null },
        { student_no: 6, guardian_relationship: null },
      ]);
      expect(await ds.query(`SELECT * FROM "masters"."guardian_relationship_unmapped"`)).toEqual([
        { student_no: 4, guardian_relationship: '後見人（叔父の妻）' },
      ]);
      await expect(ds.query(`UPDATE "masters"."student" SET "guardian_relationship" = 7 WHERE "student_no" = 1`)).rejects.toThrow(
        /student_guardian_relationship/,
      );
      await migration.down(runner);
      await unmapped.down(runner);
      expect(await ds.query(`SELECT "student_no", "guardian_relationship" FROM "masters"."student" ORDER BY 1`)).toEqual([
        { student_no: 1, guardian_relationship: '父' },
        { student_no: 2, guardian_relationship: '母' },
        { student_no: 3, guardian_relationship: '叔母' },
        { student_no: 4, guardian_relationship: '後見人（叔父の妻）' },
        { student_no: 5, guardian_relationship: null },
        { student_no: 6, guardian_relationship: null },
      ]);
    } finally {
      await runner.release();
    }
  });

  it('gives a database already migrated by 1797300000000 the table, empty', async () => {
    await ds.query(`DELETE FROM "masters"."student"`);
    await ds.query(`INSERT INTO "masters"."student" VALUES (1, '母'), (2, '後見人')`);
    const runner = ds.createQueryRunner();
    try {
      await new GuardianRelationshipCode1797300000000().up(runner);
      await new GuardianRelationshipUnmapped1797290000000().up(runner);
      expect(await ds.query(`SELECT * FROM "masters"."guardian_relationship_unmapped"`)).toEqual([]);
      expect(await ds.query(`SELECT "guardian_relationship" FROM "masters"."student" ORDER BY "student_no"`)).toEqual([
        { guardian_relationship: 2 },
        { guardian_relationship: null },
      ]);
    } finally {
      await runner.release();
    }
  });
});
