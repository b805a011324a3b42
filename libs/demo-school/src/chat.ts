import { addDays, dayNumber, tokyoInstant, type DateString } from './civil-date';
import { STAFF, demoUserNo, topicsOf } from './data';
import type { Rng } from './random';
import type { ChatMessageRow, ChatSenderRole, LessonRow, StudentRow, TeacherRow } from './types';

// Chat rooms hang on lessons (rel_model 'lesson', rel_id = schedule_no).
export const CHAT_REL_MODEL_LESSON = 'lesson';

type Line = readonly [ChatSenderRole, string];

const CONVERSATIONS: readonly ((topic: string) => readonly Line[])[] = [
  () => [
    ['student', '明日の授業ですが、学校行事のため10分ほど遅れて入室します。'],
    ['teacher', '承知しました。入室されたらすぐ始めましょう。'],
  ],
  (topic) => [
    ['student', `前回の宿題で${topic}の問題がわからないところがありました。授業で質問してもいいですか？`],
    ['teacher', 'もちろんです。問題番号を送っておいてもらえると助かります。'],
    ['student', 'ワークの問3と問5です。'],
    ['teacher', '了解です。授業の最初に一緒に確認しましょう。'],
  ],
  (topic) => [
    ['teacher', `次回は${topic}の確認テストをします。前回のノートを見直しておいてください。`],
    ['student', 'わかりました！'],
  ],
  () => [
    ['staff', '次回の授業は担当講師が変更となります。授業内容は引き継いでおりますのでご安心ください。'],
    ['student', '承知しました。よろしくお願いします。'],
  ],
  () => [
    ['student', '授業用のURLが開けません。'],
    ['staff', '教室のURLを再送しました。ブラウザを再読み込みしてお試しください。'],
    ['student', '入れました。ありがとうございます。'],
  ],
];

export const planChatMessages = (
  rng: Rng,
  lessons: readonly LessonRow[],
  students: ReadonlyMap<number, StudentRow>,
  teachers: ReadonlyMap<number, TeacherRow>,
  today: DateString,
  rooms: number,
): ChatMessageRow[] => {
  const todayDay = dayNumber(today);
  const near = lessons.filter((l) => l.teacher_no > 0 && Math.abs(dayNumber(l.schedule_date) - todayDay) <= 4);
  const chosen = rng.sample(near, rooms).sort((a, b) => a.schedule_no - b.schedule_no);
  const messages: ChatMessageRow[] = [];
  for (const lesson of chosen) {
    const student = students.get(lesson.student_no);
    const teacher = teachers.get(lesson.teacher_no);
    if (!student || !teacher) continue;
    const staff = rng.pick(STAFF);
    const topic = rng.pick(topicsOf(lesson.subject_no));
    // the conversation happened the evening before the lesson, and never after today
    const day = dayNumber(lesson.schedule_date) - 1 < todayDay ? addDays(lesson.schedule_date, -1) : addDays(today, -1);
    let minute = 19 * 60 + rng.int(0, 90);
    for (const [role, content] of rng.pick(CONVERSATIONS)(topic)) {
      const sender =
        role === 'student'
          ? { user_no: demoUserNo.student(student.student_no), name: student.student_name }
          : role === 'teacher'
            ? { user_no: demoUserNo.teacher(teacher.teacher_no), name: teacher.teacher_name }
            : { user_no: staff.user_no, name: staff.name };
      messages.push({
        id: messages.length + 1,
        rel_model: CHAT_REL_MODEL_LESSON,
        rel_id: lesson.schedule_no,
        content,
        sender_user_no: sender.user_no,
        sender_role: role,
        sender_name: sender.name,
        created_at: tokyoInstant(day, minute),
      });
      minute += rng.int(3, 40);
    }
  }
  return messages;
};
