import { dayNumber, tokyoInstant, type DateString } from './civil-date';
import { NAMES, REPORT_ITEMS, STAFF, topicsOf } from './data';
import type { Rng } from './random';
import { slotMinutes } from './time-slots';
import type { LessonReportCommentRow, LessonReportDetailRow, LessonReportRow, LessonRow, ReportStatus } from './types';

// Reports exist for the staffed lessons of the last two weeks: older ones are mostly completed,
// this week's wait for review or come back rejected, yesterday's are still being written.
export const REPORT_DAYS_BACK = 14;

const statusFor = (rng: Rng, age: number, absent: boolean): ReportStatus | null => {
  if (absent) return age > 7 ? 9 : 8;
  if (age > 7)
    return rng.weighted<ReportStatus>([
      [4, 88],
      [3, 6],
      [1, 6],
    ]);
  if (age > 1)
    return rng.weighted<ReportStatus | null>([
      [null, 8],
      [0, 8],
      [1, 40],
      [2, 10],
      [3, 6],
      [4, 28],
    ]);
  return rng.weighted<ReportStatus | null>([
    [null, 40],
    [0, 30],
    [1, 30],
  ]);
};

const codeOf = (rng: Rng, namesNo: number, weights: readonly number[]): string => {
  const entries = NAMES.filter((n) => n.names_no === namesNo);
  return rng.weighted(entries.map((e, i) => [e.names_code, weights[i] ?? 1] as const));
};

const nameOf = (namesNo: number, code: string): string =>
  NAMES.find((n) => n.names_no === namesNo && n.names_code === code)?.names_name ?? '';

const LEARNED: readonly string[] = [
  '基本問題は自力で解けるようになりました。',
  '公式の使い分けができるようになってきました。',
  '前回の間違いを自分で説明できました。',
  '解くスピードが上がってきています。',
];
const STRUGGLES: readonly string[] = [
  '応用問題で条件の読み取りに時間がかかります。',
  '計算ミスがまだ目立ちます。',
  '用語の定着が不十分です。',
  '記述問題で根拠を書く練習が必要です。',
];
const PARENT_NOTES: readonly string[] = [
  'ご家庭でも宿題の声かけをお願いします。',
  '次回の定期テストに向けて計画を立てました。',
  '特にありません。',
  '学校のプリントがあれば次回ご用意ください。',
];
const BEHAVIOUR: readonly string[] = [
  '最後まで集中して取り組めました。',
  '質問が増え、積極的に参加しています。',
  '少し疲れた様子でしたが、後半は持ち直しました。',
  '明るく落ち着いて授業を受けていました。',
];
const HABITS: readonly string[] = [
  '毎日20分の復習を続けられています。',
  '宿題を前日にまとめてやる傾向があります。',
  '学習記録をつけ始めました。',
  '週末の学習時間を増やすよう話しました。',
];
const REVIEW_COMMENTS: readonly string[] = [
  '指導内容をもう少し具体的に記入してください（問題番号など）。',
  '課題の記載が抽象的です。次回どう対応するかも書いてください。',
  '宿題の範囲をページ番号で記入してください。',
  '保護者が読む前提の表現に修正してください。',
];

export type ReportPlan = { reports: LessonReportRow[]; details: LessonReportDetailRow[]; comments: LessonReportCommentRow[] };

export const planReports = (rng: Rng, lessons: readonly LessonRow[], today: DateString): ReportPlan => {
  const reports: LessonReportRow[] = [];
  const details: LessonReportDetailRow[] = [];
  const comments: LessonReportCommentRow[] = [];
  const todayDay = dayNumber(today);
  for (const lesson of lessons) {
    const age = todayDay - dayNumber(lesson.schedule_date);
    if (age < 1 || age > REPORT_DAYS_BACK || lesson.teacher_no === 0) continue;
    const absent = lesson.attendance_distinction === 2 || lesson.attendance_distinction === 3;
    const status = statusFor(rng, age, absent);
    if (status === null) continue;

    const topics = topicsOf(lesson.subject_no);
    const t = rng.int(0, topics.length - 1);
    const topic = topics[t];
    const nextTopic = topics[(t + 1) % topics.length];
    const page = rng.int(8, 120);
    const lessonStart = slotMinutes(lesson.time_limit_no).start;
    const written = status !== 0;
    const reviewed = status === 2 || status === 3 || status === 4 || status === 9;
    const submittedMinute = lessonStart + 100 + rng.int(0, 180);
    const reviewDate = lesson.schedule_date;
    const reviewMinute = 24 * 60 + 10 * 60 + rng.int(0, 360);

    const material = codeOf(rng, 101, [30, 25, 25, 10, 5, 4, 1]);
    const filled = status === 0 ? rng.int(4, 10) : 16;
    const text: Record<number, string> = {
      2: `${nameOf(101, material)} p.${page}〜${page + rng.int(2, 6)}`,
      7: topic,
      8: `${topic}の要点を確認し、例題と練習問題を解きました。`,
      9: rng.pick(LEARNED),
      10: rng.pick(STRUGGLES),
      11: `ワーク p.${page + 4}〜${page + 7}（${topic}）`,
      12: `${nextTopic}に進みます。冒頭で${topic}の確認テストを行います。`,
      13: rng.pick(PARENT_NOTES),
      14: rng.pick(BEHAVIOUR),
      15: rng.pick(HABITS),
      16: '特になし',
    };
    const codes: Record<number, string> = {
      1: material,
      3: codeOf(rng, 102, [60, 20, 10, 10]),
      4: codeOf(rng, 103, [15, 60, 20, 5]),
      5: codeOf(rng, 104, [25, 45, 22, 6, 2]),
      6: codeOf(rng, 105, [10, 40, 30, 10, 10]),
    };
    for (const item of REPORT_ITEMS) {
      const inUse = absent ? item.detail_no === 16 : item.detail_no <= filled;
      details.push({
        schedule_no: lesson.schedule_no,
        detail_no: item.detail_no,
        item_name: item.item_name,
        names_no: item.names_no,
        names_code: inUse && item.names_no !== null ? codes[item.detail_no] : null,
        content: !inUse
          ? null
          : absent
            ? '欠席のため授業なし（振替を案内済み）'
            : item.names_no === null
              ? text[item.detail_no]
              : null,
      });
    }

    let commentCount = 0;
    if (status === 2 || status === 3 || (status === 4 && rng.chance(0.15))) {
      const reviewer = rng.pick(STAFF);
      for (const detailNo of rng.sample([8, 10, 11, 13], rng.int(1, 2)).sort((a, b) => a - b)) {
        comments.push({
          schedule_no: lesson.schedule_no,
          detail_no: detailNo,
          comment: rng.pick(REVIEW_COMMENTS),
          commenter_user_no: reviewer.user_no,
          commenter_name: reviewer.name,
          created_at: tokyoInstant(reviewDate, reviewMinute + commentCount),
        });
        commentCount++;
      }
    }

    reports.push({
      schedule_no: lesson.schedule_no,
      student_no: lesson.student_no,
      teacher_no: lesson.teacher_no,
      center_no: lesson.center_no,
      schedule_date: lesson.schedule_date,
      time_limit_no: lesson.time_limit_no,
      subject_no: lesson.subject_no,
      report_status: status,
      handover: absent || !written ? null : `次回は${nextTopic}から。${topic}の復習を冒頭5分で確認してください。`,
      submitted_at: written ? tokyoInstant(lesson.schedule_date, submittedMinute) : null,
      reviewed_at: reviewed ? tokyoInstant(reviewDate, reviewMinute) : null,
      // every posted comment moved the version on, and so did the teacher's resubmission
      lock_version: commentCount + (status === 3 ? 1 : 0),
    });
  }
  return { reports, details, comments };
};
