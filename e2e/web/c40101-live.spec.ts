import { addDays, fiscalYearOf, tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { signedInPage, withSession } from '../support/screen';
import { clickVisible, sharedWeb, waitForText } from '../support/web';

// A day of the 渋谷 center (1) in the editable period no other board file uses, this file's own teacher
// (the grid's last row: the highest number) and students, all removed afterwards.
const CENTER = 1;
const DAY = addDays(tokyoDate(Date.now()), 16);
const TEACHER = 990901;
const STUDENT = { first: 990911, mine: 990912, theirs: 990913 } as const;
const SUBJECT = 1;
const FIRST_HALF = 81;
const SECOND_HALF = 82;

const cell = (tln: number) => `[data-testid="c40101-cell-${TEACHER}-${tln}"]`;
const lessonCard = (no: number) => `[data-testid="c40101-lesson-${no}"]`;
const assigned = (no: number) => `[data-testid="c40101-assigned-${no}"]`;

// Picks a waiting lesson, then the teacher's half: a pending assignment.
const assign = async (page: Page, scheduleNo: number, tln: number) => {
  await clickVisible(page, lessonCard(scheduleNo));
  await page.waitForSelector(`${cell(tln)}[data-candidate="true"]`);
  await clickVisible(page, `${cell(tln)} button`);
  await page.waitForSelector(assigned(scheduleNo));
};
const openBoard = async (page: Page, url: string) => {
  await page.goto(url);
  await page.waitForSelector(lessonCard(no.first));
  await page.$eval('[data-testid="c40101-grid"]', (el) => el.scrollTo({ top: el.scrollHeight }));
  await page.waitForSelector(cell(FIRST_HALF));
};
const no: Record<keyof typeof STUDENT, number> = { first: 0, mine: 0, theirs: 0 };

// C40101 live (issue 28 item 6): two staff on one board at once. What one saves, the other sees
// without a reload; a pending change of the other's that the save now conflicts with is marked before
// they save, and the board stays accessible in that state.
describe('C40101 live board, two staff at once (browser)', () => {
  const web = sharedWeb();
  const page = signedInPage(web, 'manager');

  beforeAll(async () => {
    await query(
      `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
         "sex", "teacher_type", "subject_nos", "status")
       VALUES ($1, $2, ARRAY[$2]::int[], '同時試験 講師', 'ドウジシケン コウシ', 1, 1, ARRAY[$3]::int[], 1)
       ON CONFLICT ("teacher_no") DO UPDATE SET "center_nos" = ARRAY[$2]::int[], "subject_nos" = ARRAY[$3]::int[], "status" = 1`,
      [TEACHER, CENTER, SUBJECT],
    );
    for (const [studentNo, name] of [
      [STUDENT.first, '同時試験 一郎'],
      [STUDENT.mine, '同時試験 二郎'],
      [STUDENT.theirs, '同時試験 三郎'],
    ] as const)
      await query(
        `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex",
           "enrollment_status", "teacher_request", "ng_teacher_nos")
         VALUES ($1, $2, $3, $3, 1, 1, 3, '{}') ON CONFLICT ("student_no") DO UPDATE SET "ng_teacher_nos" = '{}'`,
        [studentNo, CENTER, name],
      );
    await query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" = ANY($1::int[])`, [Object.values(STUDENT)]);
    await query(
      `INSERT INTO "scheduling"."calendar_day" ("center_no", "schedule_date", "closed_flag", "tstart_ime_limit_no",
         "end_time_limit_no", "dayofweek_code", "fiscal_year")
       VALUES ($1, $2, 0, 10, 80, extract(isodow FROM $2::date), $3) ON CONFLICT DO NOTHING`,
      [CENTER, DAY, fiscalYearOf(DAY)],
    );
    for (const tln of [FIRST_HALF, SECOND_HALF])
      await query(
        `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
         VALUES ($1, $2, $3, $4, 1) ON CONFLICT ("teacher_no", "schedule_date", "time_limit_no") DO UPDATE SET "work_flag" = 1`,
        [TEACHER, DAY, tln, CENTER],
      );
    // one-to-one lessons (layout 2xx): the teacher takes one of them per half
    for (const [key, tln] of [
      ['first', SECOND_HALF],
      ['mine', FIRST_HALF],
      ['theirs', FIRST_HALF],
    ] as const) {
      const [row] = await query<{ schedule_no: number }>(
        `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
           "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code", "class_count", "capacity",
           "teacher_request")
         VALUES ($1, ($1::date + time '21:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, 0, $4, 200 + $2 % 10, $5,
           extract(isodow FROM $1::date), 8, 1, 3)
         RETURNING "schedule_no"`,
        [DAY, tln, STUDENT[key], CENTER, SUBJECT],
      );
      no[key] = row.schedule_no;
    }
  }, 60_000);

  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" = ANY($1::int[])`, [Object.values(STUDENT)]);
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1`, [TEACHER]);
    await query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = ANY($1::int[])`, [Object.values(STUDENT)]);
    await query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`, [TEACHER]);
  });

  it("shows the other's save at once, and marks a pending change it now conflicts with", async () => {
    const url = `${web.shellUrl}/C40101?center_no=${CENTER}&start_date=${DAY}&end_date=${DAY}`;
    const mine = page();
    const theirs = await web.newPage();
    await withSession(theirs, web, 'office');
    await Promise.all([openBoard(mine, url), openBoard(theirs, url)]);

    // I pick a waiting lesson; they assign another and save: a clean board reads its lessons again
    // without a reload, and keeps my pick while its lesson still waits (the read and the pick change in
    // one step of the board's state, so the pick is judged once their lesson shows)
    await clickVisible(mine, lessonCard(no.mine));
    await mine.waitForSelector(`${lessonCard(no.mine)}[aria-pressed="true"]`);
    await assign(theirs, no.first, SECOND_HALF);
    await clickVisible(theirs, '[data-testid="c40101-save"]');
    await mine.waitForSelector(assigned(no.first));
    expect(await mine.$eval(assigned(no.first), (el) => (el as HTMLElement).innerText)).not.toContain('未保存');
    expect(await mine.$eval(lessonCard(no.mine), (el) => el.getAttribute('aria-pressed'))).toBe('true');

    // I give the picked lesson the teacher's first half (not saved); they give the same half to another
    // lesson and save
    await mine.waitForSelector(`${cell(FIRST_HALF)}[data-candidate="true"]`);
    await clickVisible(mine, `${cell(FIRST_HALF)} button`);
    await mine.waitForSelector(assigned(no.mine));
    await waitForText(mine, '未保存の変更が1件あります');
    await assign(theirs, no.theirs, FIRST_HALF);
    await clickVisible(theirs, '[data-testid="c40101-save"]');

    // their lesson shows on my board, my pending change stays and is marked before I save
    await mine.waitForSelector(assigned(no.theirs));
    await mine.waitForSelector(`[data-testid="c40101-conflict-${no.mine}"]`);
    await waitForText(mine, '他の担当者の変更と競合する未保存の変更があります');
    await waitForText(mine, 'この講師は同じ時限に別の授業が割り当てられました');
    expect(await mine.$eval(assigned(no.mine), (el) => (el as HTMLElement).innerText)).toContain('未保存・競合');
    await waitForText(mine, '未保存の変更が1件あります');
    await expectAccessible(mine, 'C40101 a pending change in conflict with a change heard live');
  });
});
