// The server menu (T0012) of each role as the demo school sets it up. The spec fixes only the
// always-added, excluded and disabled ids (libs/domain access rules); which screens each staff role
// sees is the school's setting, stored in auth.role_menu and editable there.

// The always-added screens a teacher or student opens from the sidebar (SPEC §6: the sidebar shows
// what the server menu lists; a student's is built from it alone): Chatroom lists their lessons' rooms.
// C50103 is opened from a report.
const LESSON_SCREENS = [
  ['PendingSchedule', '授業予定'],
  ['ZoomLog', 'Zoomログ'],
  ['Chatroom', 'チャットルーム'],
] as const;
const STAFF_SCREENS = [
  ['C00101', 'お知らせ'],
  ['C00102', 'アラート'],
  ['C00103', 'ヘルプ'],
  ['C10101', '講師一覧'],
  ['C10201', '講師シフト'],
  ['C10301', 'シフト確認'],
  ['C20101', '生徒一覧'],
  ['C20201', '生徒カルテ'],
  ['C20301', '所属センター変更'],
  ['C30101', '授業申込'],
  ['C30201', '申込制限・満席設定'],
  ['C40101', '講師割当'],
  ['C40201', '空き状況表'],
  ['C40401', '必要定期講師数'],
  ['C40411', '生徒リクエスト'],
  ['C40501', '授業一覧'],
  ['C40701', '講師出勤確認'],
  ['C50101', '授業報告書承認'],
  ['M00101', 'お知らせ管理'],
  ['M00501', 'センター・教室稼働状況'],
  ['M20101', 'センター管理'],
  ['M20201', '教室管理'],
  ['M20301', 'コース管理'],
  ['M20401', '科目管理'],
  ['M20601', '名称設定'],
  ['M20701', '通知メール設定'],
  ['M20801', '季節講習日程'],
  ['M20901', 'ユーザー管理'],
  ['M21001', 'カレンダー・休日設定'],
  ['M21101', 'ヘルプ設定'],
  ['M21201', '変更履歴'],
] as const;

const pick = (ids: readonly string[]) => STAFF_SCREENS.filter(([id]) => ids.includes(id));
const without = (ids: readonly string[]) => STAFF_SCREENS.filter(([id]) => !ids.includes(id));

const OPERATIONS = [
  'C00101',
  'C00102',
  'C00103',
  'C10101',
  'C10201',
  'C10301',
  'C20101',
  'C20201',
  'C20301',
  'C30101',
  'C30201',
  'C40101',
  'C40201',
  'C40401',
  'C40411',
  'C40501',
  'C40701',
  'C50101',
  'M00501',
];
// C40411: the classroom accounts get the applicationWaiting alerts of their center's rebooking
// requests (docs/rebooking-requests.md) and handle them there.
const CLASSROOM = [
  'C00101',
  'C00102',
  'C00103',
  'C10101',
  'C10201',
  'C20101',
  'C20201',
  'C40101',
  'C40201',
  'C40411',
  'C40501',
  'C50101',
  'M00501',
];

export const ROLE_MENUS: Record<number, readonly (readonly [string, string])[]> = {
  560: STAFF_SCREENS,
  // the audit trail (M21201) is the administrator's alone (docs/audit.md)
  550: without(['M20901', 'M21201']),
  540: without(['M20901', 'M20101', 'M20601', 'M21201']),
  530: pick(OPERATIONS),
  520: pick(['C00101', 'C00102', 'C00103', 'C20101', 'C20201', 'C30101', 'C40201', 'C40501']),
  410: pick(CLASSROOM),
  420: pick(CLASSROOM),
  430: pick(CLASSROOM),
  300: [
    ['C00101', 'お知らせ'],
    // the report review alerts addressed to the teacher (issue 13)
    ['C00102', 'アラート'],
    ['C00103', 'ヘルプ'],
    ['C11101', '本日の授業'],
    ['C11201', '今後の授業'],
    ['C10201Teacher', '空き時間入力'],
    ['C50101TeacherBrowse', '授業報告書'],
    ...LESSON_SCREENS,
  ],
  110: [
    ['C00101', 'お知らせ'],
    ['C00103', 'ヘルプ'],
    ['C21101', '本日の授業'],
    ['C21201', '今後の授業・振替'],
    ['C30101Student', '追加・講習申込'],
    // SPEC §6 gives student 110 C40501: their own lessons
    ['C40501', '授業一覧'],
    ...LESSON_SCREENS,
  ],
  120: [['C00101', 'お知らせ'], ['C21101', '本日の授業'], ['C21201', '今後の授業・振替'], ...LESSON_SCREENS],
  130: [['C00101', 'お知らせ'], ['C21101', '本日の授業'], ['C21201', '今後の授業・振替'], ...LESSON_SCREENS],
};
