import { demoUserNo } from '@school/demo-school';
import { type DataSource } from 'typeorm';
import { type SeedOptions } from '@school/server-kit';
import { hashPassword } from '../account/passwords';
import { ROLE_MENUS } from '../menu/role-menus';
import { DEMO_ACCOUNTS, demoPassword } from './demo-accounts';

// The auth schema's share of the demo school: settings, role menus and one account per role.
export const seedAuth = async (ds: DataSource, _o: SeedOptions): Promise<void> => {
  const hash = await hashPassword(demoPassword());
  await ds.transaction(async (tx) => {
    await tx.query(
      `TRUNCATE "auth"."app_config", "auth"."role_menu", "auth"."email_token", "auth"."social_identity", "auth"."user_account" RESTART IDENTITY CASCADE`,
    );
    await tx.query(`INSERT INTO "auth"."app_config" ("key", "value") VALUES ('app.C21101_SHOW_ZOOM_INFO', 'true'::jsonb)`);
    for (const [role, entries] of Object.entries(ROLE_MENUS)) {
      await tx.query(
        `INSERT INTO "auth"."role_menu" ("user_type_code", "function_id", "mmenu_name", "sort_order")
         SELECT $1, f, n, o FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS m(f, n, o)`,
        [Number(role), entries.map(([id]) => id), entries.map(([, name]) => name)],
      );
    }
    // User numbers follow the demo school's (chat senders, report reviewers): staff from 1, teachers
    // and students in their own ranges.
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const userNo = a.teacher_no ? demoUserNo.teacher(a.teacher_no) : a.student_no ? demoUserNo.student(a.student_no) : i + 1;
      await tx.query(
        `INSERT INTO "auth"."user_account" ("user_no", "user_id", "email", "email_verified_at", "password_hash", "user_named", "user_type_code", "teacher_no", "student_no", "center_nos")
         VALUES ($1, $2, $3, now(), $4, $5, $6, $7, $8, $9)`,
        [userNo, a.user_id, a.email, hash, a.user_named, a.role, a.teacher_no ?? null, a.student_no ?? null, a.center_nos ?? []],
      );
    }
    // Accounts created later (registration, M20901) number after every demo range.
    await tx.query(`SELECT setval(pg_get_serial_sequence('"auth"."user_account"', 'user_no'), 1000000)`);
  });
};

export const authIsEmpty = async (ds: DataSource): Promise<boolean> =>
  ((await ds.query(`SELECT 1 FROM "auth"."user_account" LIMIT 1`)) as unknown[]).length === 0;
