import type { PendingScheduleTexts } from './pending-schedule.ja';

export const pendingScheduleZhHant: PendingScheduleTexts = {
  kind: {
    waiting: '申請中',
    unassigned: '講師未定',
    changed: '有變更',
  },
  kindLabel: '類別',
  allKinds: '全部類別',
  date: '日期',
  slot: '時段',
  center: '中心',
  student: '學生',
  subject: '科目',
  capacity: '形式',
  entryType: '申請種類',
  updatedAt: '更新時間',
  cancelled: '已取消',
};
