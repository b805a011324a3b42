import type { ZoomLogTexts } from './zoom-log.ja';

export const zoomLogZhHant: ZoomLogTexts = {
  kind: {
    set: '設定連結',
    changed: '變更連結',
    removed: '刪除連結',
    opened: '開啟連結',
  },
  actor: {
    staff: '職員',
    teacher: '講師',
    student: '學生',
  },
  kindLabel: '類別',
  allKinds: '所有類別',
  loggedAt: '時間',
  lesson: '課程',
  date: '上課日',
  slot: '節次',
  center: '中心',
  student: '學生',
  teacher: '講師',
  link: '連結',
  meetingId: '會議 ID',
  passcodeChanged: '密碼已變更',
  by: '操作者',
  since: '開始日',
  until: '結束日',
  noMeeting: '此課程尚未設定會議連結',
  notShown: '目前未開放學生使用會議連結',
};
