// C21101 (student today) and C21201 (student upcoming): screen texts (scheduling.studentDay.*).
export const studentDayJa = {
  todayOf: '{date}の授業',
  noLessonsToday: '本日の授業はありません。',
  nextLesson: '次の授業',
  allStarted: '本日の授業はすべて開始しました。',
  teacher: '講師',
  teacherNone: '講師未定',
  subject: '科目',
  place: '場所',
  online: 'オンライン',
  joinMeeting: 'ミーティングに参加',
  meetingId: 'ミーティングID',
  passcode: 'パスコード',
  loadError: '授業の取得に失敗しました。',
  upcomingFrom: '{start}〜{end}の授業',
  noLessonsShown: '表示中の期間に授業はありません。',
  dayOf: '{date}（{weekday}）',
};

export type StudentDayTexts = typeof studentDayJa;
