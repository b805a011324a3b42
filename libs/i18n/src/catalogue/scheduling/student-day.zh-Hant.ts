import type { StudentDayTexts } from './student-day.ja';

export const studentDayZhHant: StudentDayTexts = {
  todayOf: '{date} 的課程',
  noLessonsToday: '今天沒有課程。',
  nextLesson: '下一堂課',
  allStarted: '今天的課程都已開始。',
  teacher: '講師',
  teacherNone: '講師未定',
  subject: '科目',
  place: '地點',
  online: '線上',
  joinMeeting: '加入會議',
  meetingId: '會議 ID',
  passcode: '密碼',
  loadError: '無法載入課程。',
  upcomingFrom: '{start} 至 {end} 的課程',
  noLessonsShown: '顯示的期間內沒有課程。',
  dayOf: '{date}（{weekday}）',
};
