/* global window, document, location, MutationObserver, performance, requestAnimationFrame */
// The browser half of `npm run bench -- board`: the C40101 board in headless Chromium at bench scale.
// Navigation to an interactive board, an assign-and-save round trip, and scrolling 200 teachers × 8
// periods. The bench's own teachers (200, with shifts on the board's first day), student and lesson
// are added for the run and removed afterwards, so the busiest center keeps its own data.
import { withoutLessonEvents } from './lib/bench-writes.mjs';
import { launchBrowser } from './web-measure.mjs';
import { median } from './web-stack.mjs';

const FIRST_TEACHER = 980001;
const TEACHERS = 200;
const LAST_TEACHER = FIRST_TEACHER + TEACHERS - 1;
const STUDENT = 980301;
const SUBJECT = 1;
// the day's last period, first half: nobody of the seed is booked there
const HALF = 81;

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

async function addBenchPeople(db, center, day) {
  await removeBenchPeople(db);
  await db.query(
    `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
       "sex", "teacher_type", "subject_nos", "status")
     SELECT n, $1, ARRAY[$1]::int[], '計測 講師' || n, 'ケイソク コウシ', 1, 1, ARRAY[$2]::int[], 1 FROM generate_series($3::int, $4::int) n`,
    [center, SUBJECT, FIRST_TEACHER, LAST_TEACHER],
  );
  // every half of every period that day, so each row shows shifts
  await db.query(
    `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag")
     SELECT n, $1, p * 10 + h, $2, 1 FROM generate_series($3::int, $4::int) n, generate_series(1, 8) p, generate_series(1, 2) h`,
    [day, center, FIRST_TEACHER, LAST_TEACHER],
  );
  await db.query(
    `INSERT INTO "scheduling"."student_projection" ("student_no", "center_no", "student_name", "student_namej", "sex",
       "enrollment_status", "teacher_request", "ng_teacher_nos")
     VALUES ($1, $2, '計測 生徒', 'ケイソク セイト', 1, 1, 3, '{}')`,
    [STUDENT, center],
  );
  const {
    rows: [lesson],
  } = await withoutLessonEvents(db, () =>
    db.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
       "teacher_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code", "class_count", "capacity")
     VALUES ($1, ($1::date + time '21:00') AT TIME ZONE 'Asia/Tokyo', $2, $2 % 10, $3, 0, $4, 100 + $2 % 10, $5,
       extract(isodow FROM $1::date), 8, 2)
     RETURNING "schedule_no"`,
      [day, HALF, STUDENT, center, SUBJECT],
    ),
  );
  return lesson.schedule_no;
}

export async function removeBenchPeople(db) {
  await withoutLessonEvents(db, () => db.query(`DELETE FROM "scheduling"."lesson" WHERE "student_no" = $1`, [STUDENT]));
  await db.query(`DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" BETWEEN $1 AND $2`, [
    FIRST_TEACHER,
    LAST_TEACHER,
  ]);
  await db.query(`DELETE FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [STUDENT]);
  await db.query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" BETWEEN $1 AND $2`, [
    FIRST_TEACHER,
    LAST_TEACHER,
  ]);
}

// Marks (ms since navigation start) when the board is interactive: the grid shows teacher rows and
// the bench's lesson card is rendered, so both ends of an assignment can be clicked.
const instrument = (lessonNo) => `(() => {
  const marks = (window.__board = {});
  const check = () => {
    if (marks.interactive === undefined && document.querySelector('[data-testid="c40101-lesson-${lessonNo}"]')
      && document.querySelector('[data-testid="c40101-grid"] [data-testid^="c40101-cell-"]')) marks.interactive = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

const interactiveAt = async (page) => {
  await page.waitForFunction(() => window.__board?.interactive !== undefined, { timeout: 60000, polling: 'mutation' });
  return page.evaluate(() => window.__board.interactive);
};

async function signIn(page, shellUrl, userId, password) {
  await page.goto(`${shellUrl}/Auth/login`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="login-user"]');
  await page.type('[data-testid="login-user"]', userId);
  await page.type('[data-testid="login-password"]', password);
  await page.click('[data-testid="login-submit"]');
  await page.waitForFunction(
    () => !location.pathname.startsWith('/Auth/') && document.querySelector('[data-testid="user-menu"]'),
    { timeout: 30000 },
  );
}

// Scrolls the virtualised grid to its last row, where the bench's last teacher is.
async function showLastTeacher(page) {
  const cell = `[data-testid="c40101-cell-${LAST_TEACHER}-${HALF}"]`;
  await page.$eval('[data-testid="c40101-grid"]', (el) => el.scrollTo({ top: el.scrollHeight }));
  await page.waitForSelector(cell);
  return cell;
}

// Clicks the teacher's half with the lesson selected; the ms until the lesson shows there, pending.
const timeAssign = (page, button, assigned) =>
  page.evaluate(
    (sel, card) => {
      const at = performance.now();
      document.querySelector(sel).click();
      return new Promise((resolve, reject) => {
        const tick = () => {
          if (document.querySelector(card)?.innerText.includes('未保存')) resolve(performance.now() - at);
          else if (performance.now() > at + 30000) reject(new Error(`${sel}: no pending lesson within 30 s`));
          else requestAnimationFrame(tick);
        };
        tick();
      });
    },
    button,
    assigned,
  );

// Clicks save; the ms until the answer's message shows, and until the board has reloaded (its
// skeleton came and went) with the lesson assigned (its card gone from the sections) or not.
const timeSave = (page, card, { assignedNow }) =>
  page.evaluate(
    (lessonCard, assignedNow) => {
      let answered;
      let reloading = false;
      const at = performance.now();
      const seen = new MutationObserver(() => {
        if (document.querySelector('.ant-skeleton')) reloading = true;
        if (answered === undefined && document.querySelector('.ant-message-notice')) answered = performance.now() - at;
      });
      seen.observe(document.body, { childList: true, subtree: true });
      document.querySelector('[data-testid="c40101-save"]').click();
      return new Promise((resolve, reject) => {
        const tick = () => {
          const done =
            answered !== undefined &&
            reloading &&
            !document.querySelector('.ant-skeleton') &&
            document.querySelector('[data-testid="c40101-grid"]') &&
            document.querySelector('[data-testid="c40101-save"]')?.disabled &&
            (document.querySelector(lessonCard) === null) === assignedNow;
          if (done) {
            seen.disconnect();
            resolve({ answered, reloaded: performance.now() - at });
          } else if (performance.now() > at + 30000) {
            seen.disconnect();
            const shown = [...document.querySelectorAll('.ant-modal, .ant-message')].map((e) => e.innerText).join(' | ');
            reject(
              new Error(
                `save: not done within 30 s (answered ${answered}, reloading ${reloading}); shown: ${shown || 'nothing'}`,
              ),
            );
          } else requestAnimationFrame(tick);
        };
        tick();
      });
    },
    card,
    assignedNow,
  );

// Frame times while scrolling the grid top to bottom in `steps` steps, one frame each.
const scrollFrames = (page, steps) =>
  page.$eval(
    '[data-testid="c40101-grid"]',
    (el, n) =>
      new Promise((resolve) => {
        el.scrollTo({ top: 0 });
        const step = (el.scrollHeight - el.clientHeight) / n;
        const frames = [];
        let last = performance.now();
        let i = 0;
        const tick = (now) => {
          frames.push(now - last);
          last = now;
          if (++i > n)
            return resolve({ frames: frames.slice(1), rows: el.querySelectorAll('tbody tr:not([aria-hidden])').length });
          el.scrollTop = i * step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    steps,
  );

export async function measureBoardInBrowser({ db, shellUrl, userId, password, center, start, end, day, runs }) {
  const lessonNo = await addBenchPeople(db, center, day);
  const browser = await launchBrowser();
  try {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    await page.evaluateOnNewDocument(instrument(lessonNo));
    await signIn(page, shellUrl, userId, password);
    const boardUrl = `${shellUrl}/C40101?center_no=${center}&start_date=${start}&end_date=${end}`;
    const cookies = await context.cookies();

    // navigation: a new tab of a staff member who has used the app (cached scripts), and a first visit
    // with nothing cached, each from navigation start to the interactive board
    const warm = [];
    const cold = [];
    for (let i = 0; i < runs; i++) {
      await page.goto(boardUrl, { waitUntil: 'domcontentloaded' });
      warm.push(await interactiveAt(page));
      const fresh = await browser.createBrowserContext();
      await fresh.setCookie(...cookies);
      const coldPage = await fresh.newPage();
      await coldPage.setViewport({ width: 1440, height: 900 });
      await coldPage.evaluateOnNewDocument(instrument(lessonNo));
      await coldPage.goto(boardUrl, { waitUntil: 'domcontentloaded' });
      cold.push(await interactiveAt(coldPage));
      await fresh.close();
    }

    // assign and save, then remove and save, on the loaded board (the save reloads the board)
    await page.goto(boardUrl, { waitUntil: 'domcontentloaded' });
    await interactiveAt(page);
    const card = `[data-testid="c40101-lesson-${lessonNo}"]`;
    const assigned = `[data-testid="c40101-assigned-${lessonNo}"]`;
    const assign = [];
    const saveAssigned = [];
    const saveRemoved = [];
    for (let i = 0; i < runs; i++) {
      await page.waitForSelector(card);
      await page.click(card);
      const cell = await showLastTeacher(page);
      await page.waitForSelector(`${cell}[data-candidate="true"]`);
      assign.push(await timeAssign(page, `${cell} button`, assigned));
      saveAssigned.push(await timeSave(page, card, { assignedNow: true }));
      // the reloaded grid starts at the top: back to the teacher's row to take the lesson off again
      await showLastTeacher(page);
      await page.click(`[data-testid="c40101-remove-${lessonNo}"]`);
      await page.waitForSelector(card);
      await page.waitForSelector('.ant-message-notice', { hidden: true, timeout: 10000 });
      saveRemoved.push(await timeSave(page, card, { assignedNow: false }));
      // each answer's message must be a new one
      await page.waitForSelector('.ant-message-notice', { hidden: true, timeout: 10000 });
    }

    const scroll = await scrollFrames(page, 120);
    return { lessonNo, warm, cold, assign, saveAssigned, saveRemoved, scroll };
  } finally {
    await browser.close();
    await removeBenchPeople(db);
  }
}

export function printBoardInBrowser(r) {
  const f = (x) => x.toFixed(0);
  const row = (name, xs, goal) => `| ${name} | ${f(median(xs))} | ${f(quantile(xs, 0.95))} | ${goal} |`;
  console.log(`\nC40101 in headless Chromium (${r.warm.length} runs; ${TEACHERS} bench teachers added to the center)`);
  console.log('| step | median ms | p95 ms | goal |');
  console.log('|---|---|---|---|');
  console.log(row('navigation to the interactive board, scripts cached', r.warm, '≤ 1500'));
  console.log(row('navigation to the interactive board, nothing cached', r.cold, '≤ 1500'));
  console.log(row('click a half: the lesson shows there, pending', r.assign, ''));
  console.log(
    row(
      'save the assignment: the answer shown',
      r.saveAssigned.map((x) => x.answered),
      '≤ 300',
    ),
  );
  console.log(
    row(
      'save the assignment: the board reloaded',
      r.saveAssigned.map((x) => x.reloaded),
      '',
    ),
  );
  console.log(
    row(
      'save its removal: the answer shown',
      r.saveRemoved.map((x) => x.answered),
      '≤ 300',
    ),
  );
  console.log(
    row(
      'save its removal: the board reloaded',
      r.saveRemoved.map((x) => x.reloaded),
      '',
    ),
  );
  const frames = r.scroll.frames;
  console.log(
    `\nScrolling the grid top to bottom in ${frames.length} frames (${r.scroll.rows} rows in the DOM at the end): ` +
      `frame p50 ${median(frames).toFixed(1)} ms, p95 ${quantile(frames, 0.95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms`,
  );
}
