// One demo account per role (the list). teacher1 and the students are linked to the first
// seeded teacher and students of the demo school.
export type DemoAccount = {
  user_id: string;
  user_named: string;
  role: number;
  teacher_no?: number;
  student_no?: number;
  email: string;
  center_nos?: number[];
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { user_id: 'admin', user_named: '管理者', role: 560, email: 'admin@demo.school.example.jp' },
  { user_id: 'head', user_named: 'センター長', role: 550, email: 'head@demo.school.example.jp' },
  { user_id: 'office', user_named: '事務スタッフ', role: 540, email: 'office@demo.school.example.jp' },
  { user_id: 'manager', user_named: '担当者', role: 530, email: 'manager@demo.school.example.jp' },
  { user_id: 'sales', user_named: '営業', role: 520, email: 'sales@demo.school.example.jp' },
  {
    user_id: 'classroom',
    user_named: '教室（オンライン）',
    role: 410,
    email: 'classroom@demo.school.example.jp',
    center_nos: [9],
  },
  { user_id: 'classroom2', user_named: '教室（直営）', role: 420, email: 'classroom2@demo.school.example.jp', center_nos: [1] },
  {
    user_id: 'franchise',
    user_named: '教室（フランチャイズ）',
    role: 430,
    email: 'franchise@demo.school.example.jp',
    center_nos: [2],
  },
  { user_id: 'teacher1', user_named: '講師 一郎', role: 300, teacher_no: 1, email: 'teacher1@demo.school.example.jp' },
  { user_id: 'student1', user_named: '生徒 一号', role: 110, student_no: 1, email: 'student1@demo.school.example.jp' },
  { user_id: 'student2', user_named: '生徒 二号', role: 120, student_no: 2, email: 'student2@demo.school.example.jp' },
  { user_id: 'student3', user_named: '生徒 三号', role: 130, student_no: 3, email: 'student3@demo.school.example.jp' },
];

export const DEFAULT_DEMO_PASSWORD = 'demo-pass-2026';
export const demoPassword = (): string => process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
