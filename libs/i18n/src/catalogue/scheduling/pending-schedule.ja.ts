// PendingSchedule (lesson schedule, everyone): screen texts (scheduling.pendingSchedule.*).
export const pendingScheduleJa = {
  kind: {
    waiting: '申込中',
    unassigned: '講師未定',
    changed: '変更あり',
  },
  kindLabel: '区分',
  allKinds: 'すべての区分',
  date: '日付',
  slot: '時限',
  center: 'センター',
  student: '生徒',
  subject: '科目',
  capacity: '形態',
  entryType: '申込種別',
  updatedAt: '更新日時',
  cancelled: '取消',
};
export type PendingScheduleTexts = typeof pendingScheduleJa;
