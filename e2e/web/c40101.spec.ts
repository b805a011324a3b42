import { addDays, fiscalYearOf, formatDisplayDate, tokyoDate } from '@school/domain';
import type { Page } from 'puppeteer-core';
import { expectAccessible } from '../support/axe';
import { query } from '../support/db';
import { signedInPage } from '../support/screen';
import { clickVisible, DEMO_PASSWORD, sharedWeb, waitForText } from '../support/web';

// A day of the 渋谷 center (1) within the editable range (today to the end of next month), and this
// file's own teacher and students (projection rows with numbers no seed uses), removed afterwards.
const CENTER = 1;
const OTHER_CENTER = 2;
const DAY = addDays(tokyoDate(Date.now()), 14);
const TEACHER = 990101;
const STUDENT = { plain: 990201, wantsWoman: 990202, excludes: 990203, movedIn: 990204 } as const;
const SUBJECT = 1;
// the last period of the day, where the seed books nobody
const FIRST_HALF = 81;
const SECOND_HALF = 82;

const cell = (tln: number) => `[data-testid="c40101-cell-${TEACHER}-${tln}"]`;
const lessonCard = (no: number) => `[data-testid="c40101-lesson-${no}"]`;
const assigned = (no: number) => `[data-testid="c40101-assigned-${no}"]`;

// Drags a lesson card onto a teacher's half as the browser's drag and drop does it.
const drag = (page: Page, from: string, to: string) =>
  page.evaluate(
    (a: string, b: string) => {
      const source = document.querySelector(a);
      const target = document.querySelector(b);
      if (!source || !target) throw new Error(`drag ${a} → ${b}: not on the page`);
      const dataTransfer = new DataTransfer();
      source.dispatchEvent(new DragEvent('dragstart', { dataTransfer, bubbles: true }));
      target.dispatchEvent(new DragEvent('dragover', { dataTransfer, bubbles: true, cancelable: true }));
      target.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
      source.dispatchEvent(new DragEvent('dragend', { dataTransfer, bubbles: true }));
    },
    from,
    to,
  );

// The teacher's row is the last one (highest number): scroll the virtualised grid down to it.
const showTeacherRow = async (page: Page) => {
  await page.waitForSelector('[data-testid="c40101-grid"]');
  await page.$eval('[data-testid="c40101-grid"]', (el) => el.scrollTo({ top: el.scrollHeight }));
  await page.waitForSelector(cell(FIRST_HALF));
};

// C40101 teacher-assignment board in headless Chromium as staff: loading, the sections, a transfer
// in its own colour, assigning by keyboard/click and by drag into the pending state, the checks'
// messages before saving (NG teacher refused, a gender warning through the confirmation and the
// password), the leave prompt, the empty range and the load failure. The save round trip runs once
// the write path (C40101_updateSchedule) is merged.
describe('C40101 teacher-assignment board (browser)', () => {
  const web = sharedWeb();
  const page = signedInPage(web, 'admin');
  const no: Record<string, number> = {};

  beforeAll(async () => {
    await query(
      `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
         "sex", "teacher_type", "subject_nos", "status")
       VALUES ($1, $2, ARRAY[$2]::int[], '板試験 講師', 'バンシケン コウシ', 1, 1, ARRAY[$3]::int[], 1)
       ON CONFLICT ("teacher_no") DO UPDATE SET "center_nos" = ARRAY[$2]::int[], "sex" = 1, "teacher_type" = 1,
         "subject_nos" = ARRAY[$3]::int[], "status" = 1`,
      [TEACHER, CENTER, SUBJECT],
    );
    const students: [number, string, number, number[]][] = [
      [STUDENT.plain, '板試験 一郎', 3, []],
      [STUDENT.wantsWoman, '板試験 花子', 2, []],
      [STUDENT.excludes, '板試験 次郎', 3, [TEACHER]],
      [STUDENT.movedIn, '板試験 三郎', 3, []],
    ];
    for (const [studentNo, name, request, ng] of students)
      await query(
        `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex",
           "enrollment_status", "teacher_request", "ng_teacher_nos")
         VALUES ($1, $2, $3, $3, 1, 1, $4, $5::int[])
         ON CONFLICT ("student_no") DO UPDATE SET "teacher_request" = $4, "ng_teacher_nos" = $5::int[]`,
        [studentNo, CENTER, name, request, ng],
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
    const lessons: [string, number, number, number][] = [
      ['plain', STUDENT.plain, FIRST_HALF, 0],
      ['wantsWoman', STUDENT.wantsWoman, SECOND_HALF, 0],
      ['excludes', STUDENT.excludes, FIRST_HALF, 0],
      ['movedIn', STUDENT.movedIn, SECOND_HALF, OTHER_CENTER],
    ];
    for (const [key, studentNo, tln, original] of lessons) {
      const [row] = await query<{ schedule_no: number }>(
        `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
           "teacher_no", "center_no", "original_center_no", "course_setting_no", "subject_no", "dayofweek_code", "class_count",
           "capacity")
         VALUES ($1, ($1::date + time '21:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, 0, $4, $5, 100 + $2 % 10, $6,
           extract(isodow FROM $1::date), 8, 2)
         RETURNING "schedule_no"`,
        [DAY, tln, studentNo, CENTER, original, SUBJECT],
      );
      no[key] = row.schedule_no;
    }
  }, 120000);

  afterAll(async () => {
    await query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" = ANY($1::int[])`, [Object.values(STUDENT)]);
    await query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1`, [TEACHER]);
    await query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = ANY($1::int[])`, [Object.values(STUDENT)]);
    await query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`, [TEACHER]);
  });

  it('assigns by click and by drag into the pending state, runs the checks first and asks before leaving', async () => {
    const p = page();
    await p.goto(`${web.shellUrl}/C40101?center_no=${CENTER}&start_date=${DAY}&end_date=${DAY}`);
    await p.waitForSelector(lessonCard(no.plain));
    // the four sections; the transfer in its own section with where it came from
    for (const section of ['移管', '通常', '追加', '受講3回以下']) await waitForText(p, section);
    const transfer = await p.$eval('[data-testid="c40101-section-transfer"]', (el) => (el as HTMLElement).innerText);
    expect(transfer).toContain('板試験 三郎');
    expect(transfer).toMatch(/から移管/);
    await showTeacherRow(p);
    await expectAccessible(p, 'C40101 board loaded');

    // pick a lesson, then the teacher's half: pending, and the board is dirty
    await clickVisible(p, lessonCard(no.plain));
    await waitForText(p, `選択中: 板試験 一郎 ${formatDisplayDate(DAY)}`);
    // the teacher teaches the subject and has the shift: the half is marked as a candidate
    await p.waitForSelector(`${cell(FIRST_HALF)}[data-candidate="true"]`);
    await clickVisible(p, `${cell(FIRST_HALF)} button`);
    await p.waitForSelector(assigned(no.plain));
    expect(await p.$eval(assigned(no.plain), (el) => (el as HTMLElement).innerText)).toContain('未保存');
    await waitForText(p, '未保存の変更が1件あります');
    expect(await p.$eval('[data-testid="c40101-save"]', (el) => (el as HTMLButtonElement).disabled)).toBe(false);

    // an NG teacher is refused before anything is sent
    await drag(p, lessonCard(no.excludes), cell(FIRST_HALF));
    await waitForText(p, 'NG講師のため割り当てできません。');
    expect(await p.$(assigned(no.excludes))).toBeNull();

    // a gender warning asks, then wants the password: a wrong one is refused, the right one assigns
    await drag(p, lessonCard(no.wantsWoman), cell(SECOND_HALF));
    await waitForText(p, '講師性別希望が一致しません。');
    await waitForText(p, 'このまま割り当てしてもよろしいですか？');
    await expectAccessible(p, 'C40101 warning confirmation');
    await clickVisible(p, '::-p-xpath(//div[contains(@class,"ant-modal-confirm")]//button[normalize-space()="はい"])');
    await p.waitForSelector('[data-testid="c40101-password"]');
    await p.type('[data-testid="c40101-password"]', 'not-the-password');
    await clickVisible(p, '::-p-xpath(//div[contains(@class,"ant-modal-footer")]//button[normalize-space()="はい"])');
    await waitForText(p, 'パスワードが間違っています');
    await expectAccessible(p, 'C40101 password re-entry refused');
    await clickVisible(p, '[data-testid="c40101-password"]', { count: 3 });
    await p.keyboard.press('Backspace');
    await p.keyboard.type(DEMO_PASSWORD);
    await clickVisible(p, '::-p-xpath(//div[contains(@class,"ant-modal-footer")]//button[normalize-space()="はい"])');
    await p.waitForSelector(assigned(no.wantsWoman));
    await waitForText(p, '未保存の変更が2件あります');

    // removing one is a change too; leaving the dirty board asks, いいえ stays
    await clickVisible(p, `${assigned(no.plain)} button`);
    await p.waitForSelector(lessonCard(no.plain));
    // and by keyboard alone: the lesson, then the teacher's half
    await p.focus(lessonCard(no.plain));
    await p.keyboard.press('Enter');
    await waitForText(p, '選択中: 板試験 一郎');
    await p.focus(`${cell(FIRST_HALF)} button`);
    await p.keyboard.press('Enter');
    await p.waitForSelector(assigned(no.plain));
    await clickVisible(p, '::-p-xpath(//a[normalize-space()="講師一覧"])');
    await waitForText(p, '変更内容が保存されていません。移動しますか？');
    await clickVisible(p, '::-p-xpath(//div[contains(@class,"ant-modal-confirm")]//button[normalize-space()="いいえ"])');
    await p.waitForSelector('.ant-modal-confirm', { hidden: true });
    expect(new URL(p.url()).pathname).toBe('/C40101');
    expect(await p.$(assigned(no.wantsWoman))).not.toBeNull();
  });

  it('says so when the range has no calendar days, and when the board cannot be read', async () => {
    const p = page();
    const far = addDays(DAY, 365 * 30);
    await p.goto(`${web.shellUrl}/C40101?center_no=${CENTER}&start_date=${far}&end_date=${far}`);
    await waitForText(p, '選択された範囲が見つかりません。');
    await expectAccessible(p, 'C40101 empty range');

    await p.setRequestInterception(true);
    p.on('request', (request) => {
      if (request.method() === 'POST' && (request.postData() ?? '').includes('C40101_getAppliedSchedule')) void request.abort();
      else void request.continue();
    });
    await p.goto(`${web.shellUrl}/C40101?center_no=${CENTER}&start_date=${DAY}&end_date=${DAY}`);
    await waitForText(p, 'DevError:データの取得に失敗しました。');
  });
});
