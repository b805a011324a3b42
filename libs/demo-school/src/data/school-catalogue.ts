import type { ClassType, CourseRow, CourseTypeRow, NameRow, StaffMember, SubjectRow } from '../types';

// The fixed parts of the demo school: its centers, subjects, courses and code lists.

export type CenterSeed = {
  center_no: number;
  center_name: string;
  center_short_name: string;
  prefecture: string;
  postal_code: string;
  address: string;
  tel: string;
  // the online center teaches the late-night slots for students abroad
  online: boolean;
  franchise: boolean;
  capitalArea: boolean;
};

// In the order a growing school opens them; a scale takes the first N. The online head office is
// center 9 because the teacher's daily screen opens on center 9 (SPEC §9).
// prettier-ignore
export const CENTER_CATALOGUE: readonly CenterSeed[] = [
  { center_no: 9, center_name: 'オンライン本校', center_short_name: 'オンライン', prefecture: '東京都', postal_code: '100-0005', address: '千代田区丸の内2-4-1 丸の内スクエア8階', tel: '03-0000-0909', online: true, franchise: false, capitalArea: true },
  { center_no: 1, center_name: '渋谷校', center_short_name: '渋谷', prefecture: '東京都', postal_code: '150-0043', address: '渋谷区道玄坂1-12-5 道玄坂ビル5階', tel: '03-0000-0101', online: false, franchise: false, capitalArea: true },
  { center_no: 2, center_name: '横浜校', center_short_name: '横浜', prefecture: '神奈川県', postal_code: '220-0004', address: '横浜市西区北幸1-8-3 北幸ビル4階', tel: '045-000-0202', online: false, franchise: false, capitalArea: true },
  { center_no: 3, center_name: '大宮校', center_short_name: '大宮', prefecture: '埼玉県', postal_code: '330-0854', address: 'さいたま市大宮区桜木町2-3-7 桜木町ビル3階', tel: '048-000-0303', online: false, franchise: false, capitalArea: true },
  { center_no: 4, center_name: '千葉校', center_short_name: '千葉', prefecture: '千葉県', postal_code: '260-0015', address: '千葉市中央区富士見2-9-1 富士見ビル6階', tel: '043-000-0404', online: false, franchise: true, capitalArea: true },
  { center_no: 5, center_name: '梅田校', center_short_name: '梅田', prefecture: '大阪府', postal_code: '530-0012', address: '大阪市北区芝田2-5-6 芝田ビル7階', tel: '06-0000-0505', online: false, franchise: false, capitalArea: false },
  { center_no: 6, center_name: '名古屋校', center_short_name: '名古屋', prefecture: '愛知県', postal_code: '450-0002', address: '名古屋市中村区名駅4-6-18 名駅ビル5階', tel: '052-000-0606', online: false, franchise: false, capitalArea: false },
  { center_no: 7, center_name: '福岡校', center_short_name: '福岡', prefecture: '福岡県', postal_code: '812-0011', address: '福岡市博多区博多駅前3-2-8 博多駅前ビル4階', tel: '092-000-0707', online: false, franchise: true, capitalArea: false },
  { center_no: 8, center_name: '札幌校', center_short_name: '札幌', prefecture: '北海道', postal_code: '060-0807', address: '札幌市北区北7条西4-3-1 北7条ビル3階', tel: '011-000-0808', online: false, franchise: false, capitalArea: false },
  { center_no: 10, center_name: '仙台校', center_short_name: '仙台', prefecture: '宮城県', postal_code: '980-0021', address: '仙台市青葉区中央3-1-24 中央ビル5階', tel: '022-000-1010', online: false, franchise: true, capitalArea: false },
];

export const CENTER_GROUP = { center_no: 100, center_name: '首都圏エリア', center_short_name: '首都圏' } as const;

// Level codes used to match subjects, school years and courses.
export type SchoolLevel = 'elementary' | 'juniorHigh' | 'high' | 'graduate';

type SubjectSeed = Omit<SubjectRow, 'sort_order'> & { topics: readonly string[] };

// prettier-ignore
export const SUBJECT_CATALOGUE: readonly SubjectSeed[] = [
  { subject_no: 1, subject_name: '国語', subject_short_name: '国', elementary_flag: 1, junior_high_flag: 1, high_school_flag: 0, topics: ['説明文の読解', '物語文の読解', '漢字・語句', '文法（品詞）', '記述問題の書き方'] },
  { subject_no: 2, subject_name: '算数', subject_short_name: '算', elementary_flag: 1, junior_high_flag: 0, high_school_flag: 0, topics: ['分数のかけ算・わり算', '割合と百分率', '速さ', '図形の面積', '比と比例'] },
  { subject_no: 3, subject_name: '数学', subject_short_name: '数', elementary_flag: 0, junior_high_flag: 1, high_school_flag: 1, topics: ['連立方程式', '一次関数', '二次関数', '図形の証明', '確率', '三角比', '数列', '微分法'] },
  { subject_no: 4, subject_name: '英語', subject_short_name: '英', elementary_flag: 1, junior_high_flag: 1, high_school_flag: 1, topics: ['be動詞と一般動詞', '現在完了形', '不定詞・動名詞', '関係代名詞', '長文読解', '英作文', '仮定法'] },
  { subject_no: 5, subject_name: '理科', subject_short_name: '理', elementary_flag: 1, junior_high_flag: 1, high_school_flag: 0, topics: ['植物のつくり', '電流と磁界', '化学変化と原子', '天気の変化', '運動とエネルギー'] },
  { subject_no: 6, subject_name: '社会', subject_short_name: '社', elementary_flag: 1, junior_high_flag: 1, high_school_flag: 0, topics: ['日本の地形と気候', '江戸時代', '明治維新', '日本国憲法', '世界の諸地域'] },
  { subject_no: 7, subject_name: '現代文', subject_short_name: '現', elementary_flag: 0, junior_high_flag: 0, high_school_flag: 1, topics: ['評論文の読解', '小説の読解', '漢字・語彙', '要約問題'] },
  { subject_no: 8, subject_name: '古文・漢文', subject_short_name: '古', elementary_flag: 0, junior_high_flag: 0, high_school_flag: 1, topics: ['助動詞', '敬語', '和歌の修辞', '漢文の句法'] },
  { subject_no: 9, subject_name: '物理', subject_short_name: '物', elementary_flag: 0, junior_high_flag: 0, high_school_flag: 1, topics: ['運動方程式', '仕事とエネルギー', '波動', '電磁気'] },
  { subject_no: 10, subject_name: '化学', subject_short_name: '化', elementary_flag: 0, junior_high_flag: 0, high_school_flag: 1, topics: ['物質量（モル）', '酸と塩基', '酸化還元', '有機化学'] },
  { subject_no: 11, subject_name: '生物', subject_short_name: '生', elementary_flag: 0, junior_high_flag: 0, high_school_flag: 1, topics: ['細胞の構造', '遺伝情報の発現', '生態系', '体内環境'] },
  { subject_no: 12, subject_name: '日本史', subject_short_name: '日', elementary_flag: 0, junior_high_flag: 0, high_school_flag: 1, topics: ['鎌倉幕府の成立', '江戸幕府の政治', '明治維新', '戦後の日本'] },
  { subject_no: 13, subject_name: '世界史', subject_short_name: '世', elementary_flag: 0, junior_high_flag: 0, high_school_flag: 1, topics: ['ローマ帝国', '大航海時代', '産業革命', '冷戦'] },
  { subject_no: 14, subject_name: '地理', subject_short_name: '地', elementary_flag: 0, junior_high_flag: 0, high_school_flag: 1, topics: ['地形図の読み方', '気候区分', '農業と工業', '人口と都市'] },
  { subject_no: 15, subject_name: '英会話', subject_short_name: '会', elementary_flag: 1, junior_high_flag: 1, high_school_flag: 1, topics: ['自己紹介', '日常会話', 'スピーチ練習', '英検二次面接対策'] },
  { subject_no: 16, subject_name: '小論文', subject_short_name: '論', elementary_flag: 0, junior_high_flag: 0, high_school_flag: 1, topics: ['構成の立て方', '要約練習', '課題文型の演習', '志望理由書'] },
];

export const subjectRows = (): SubjectRow[] =>
  SUBJECT_CATALOGUE.map(({ topics: _topics, ...row }, i) => ({ ...row, sort_order: i + 1 }));

export const topicsOf = (subjectNo: number): readonly string[] =>
  SUBJECT_CATALOGUE.find((s) => s.subject_no === subjectNo)?.topics ?? ['復習'];

export const subjectName = (subjectNo: number): string =>
  SUBJECT_CATALOGUE.find((s) => s.subject_no === subjectNo)?.subject_name ?? '';

export const subjectsForLevel = (level: SchoolLevel): number[] =>
  SUBJECT_CATALOGUE.filter((s) =>
    level === 'elementary'
      ? s.elementary_flag === 1
      : level === 'juniorHigh'
        ? s.junior_high_flag === 1
        : s.high_school_flag === 1,
  ).map((s) => s.subject_no);

// How often families ask for each subject: mathematics and English above all.
// prettier-ignore
export const SUBJECT_DEMAND: Readonly<Record<number, number>> = {
  1: 5, 2: 8, 3: 12, 4: 12, 5: 5, 6: 3, 7: 3, 8: 3, 9: 3, 10: 3, 11: 2, 12: 2, 13: 1, 14: 1, 15: 2, 16: 1,
};

export const COURSE_TYPES: readonly CourseTypeRow[] = [
  {
    course_type_no: 1,
    course_type_name: '基本コース',
    description: '学校の授業の理解と定期テスト対策を中心に進めます。',
    sort_order: 1,
  },
  {
    course_type_no: 2,
    course_type_name: '発展コース',
    description: '学校の進度より先取りし、応用問題まで扱います。',
    sort_order: 2,
  },
  {
    course_type_no: 3,
    course_type_name: '受験対策コース',
    description: '志望校の出題傾向に合わせて入試対策を行います。',
    sort_order: 3,
  },
  {
    course_type_no: 4,
    course_type_name: '海外・帰国生コース',
    description: '海外在住・帰国生向け。時差に合わせた深夜帯の授業に対応します。',
    sort_order: 4,
  },
];

export const OVERSEAS_COURSE_TYPE = 4;

const FORMATS: readonly { minutes: 90 | 40; capacity: 1 | 2; label: string; feeRate: number }[] = [
  { minutes: 90, capacity: 1, label: '90分（1対1）', feeRate: 1 },
  { minutes: 40, capacity: 1, label: '40分（1対1）', feeRate: 0.55 },
  { minutes: 90, capacity: 2, label: '90分（1対2）', feeRate: 0.7 },
];

const BASE_FEE: Readonly<Record<number, number>> = { 1: 22000, 2: 26000, 3: 30000, 4: 28000 };

export const COURSES: readonly CourseRow[] = COURSE_TYPES.flatMap((type, t) =>
  FORMATS.map((f, k) => ({
    course_no: t * FORMATS.length + k + 1,
    course_type_no: type.course_type_no,
    course_name: `${type.course_type_name} ${f.label}`,
    lesson_minutes: f.minutes,
    capacity: f.capacity,
    lessons_per_month: 4,
    monthly_fee: Math.round((BASE_FEE[type.course_type_no] * f.feeRate) / 100) * 100,
    sort_order: t * FORMATS.length + k + 1,
  })),
);

// school_year_code: 11–16 小1–小6, 21–23 中1–中3, 31–33 高1–高3, 41 既卒生.
export const SCHOOL_YEARS: readonly { code: number; label: string; level: SchoolLevel }[] = [
  ...[1, 2, 3, 4, 5, 6].map((g) => ({ code: 10 + g, label: `小学${g}年`, level: 'elementary' as const })),
  ...[1, 2, 3].map((g) => ({ code: 20 + g, label: `中学${g}年`, level: 'juniorHigh' as const })),
  ...[1, 2, 3].map((g) => ({ code: 30 + g, label: `高校${g}年`, level: 'high' as const })),
  { code: 41, label: '既卒生', level: 'graduate' },
];

// Grade 1 is 小学1年; past 高校3年 a student counts as 既卒生.
export const schoolYearCodeOfGrade = (grade: number): number => {
  if (grade <= 6) return 10 + Math.max(grade, 1);
  if (grade <= 9) return 20 + grade - 6;
  if (grade <= 12) return 30 + grade - 9;
  return 41;
};

export const levelOfSchoolYear = (code: number): SchoolLevel => SCHOOL_YEARS.find((y) => y.code === code)?.level ?? 'graduate';

export const CLASS_TYPE_LABEL: Readonly<Record<ClassType, string>> = { 1: '通常授業', 2: '追加授業', 3: '講習' };

// Name groups 101–105 feed the lesson report's dropdowns (SPEC §3); 1–6 label the codes used on screens.
export const NAME_GROUPS = {
  SEX: 1,
  TEACHER_TYPE: 2,
  CLASS_TYPE: 3,
  ATTENDANCE: 4,
  ENROLLMENT_STATUS: 5,
  SCHOOL_YEAR: 6,
  TEACHING_MATERIAL: 101,
  HOMEWORK_SUBMISSION: 102,
  TEACHING_PROGRESS: 103,
  CLASS_ATTITUDE: 104,
  CONFIRMATION_RESULT: 105,
} as const;

const group = (namesNo: number, entries: readonly (readonly [string, string])[]): NameRow[] =>
  entries.map(([names_code, names_name], i) => ({ names_no: namesNo, names_code, names_name, sort_order: i + 1 }));

export const NAMES: readonly NameRow[] = [
  ...group(NAME_GROUPS.SEX, [
    ['1', '男性'],
    ['2', '女性'],
    ['3', '未設定'],
  ]),
  ...group(NAME_GROUPS.TEACHER_TYPE, [
    ['1', '大学生講師'],
    ['2', '社会人講師'],
    ['3', 'プロ講師'],
  ]),
  ...group(NAME_GROUPS.CLASS_TYPE, [
    ['1', CLASS_TYPE_LABEL[1]],
    ['2', CLASS_TYPE_LABEL[2]],
    ['3', CLASS_TYPE_LABEL[3]],
  ]),
  ...group(NAME_GROUPS.ATTENDANCE, [
    ['0', '未確認'],
    ['1', '出席'],
    ['2', '欠席（連絡あり）'],
    ['3', '欠席（連絡なし）'],
  ]),
  ...group(NAME_GROUPS.ENROLLMENT_STATUS, [
    ['0', '未登録'],
    ['1', '在籍'],
    ['2', '休会'],
    ['3', '退会'],
  ]),
  ...group(
    NAME_GROUPS.SCHOOL_YEAR,
    SCHOOL_YEARS.map((y) => [String(y.code), y.label] as const),
  ),
  ...group(NAME_GROUPS.TEACHING_MATERIAL, [
    ['1', '学校の教科書'],
    ['2', '学校のワーク'],
    ['3', '塾専用テキスト'],
    ['4', '市販の問題集'],
    ['5', '過去問題集'],
    ['6', 'オリジナルプリント'],
    ['9', 'その他'],
  ]),
  ...group(NAME_GROUPS.HOMEWORK_SUBMISSION, [
    ['1', '提出済み（すべて完了）'],
    ['2', '提出済み（一部未完了）'],
    ['3', '未提出'],
    ['4', '宿題なし'],
  ]),
  ...group(NAME_GROUPS.TEACHING_PROGRESS, [
    ['1', '予定より進んでいる'],
    ['2', '予定どおり'],
    ['3', 'やや遅れている'],
    ['4', '遅れている'],
  ]),
  ...group(NAME_GROUPS.CLASS_ATTITUDE, [
    ['1', '大変良い'],
    ['2', '良い'],
    ['3', '普通'],
    ['4', 'やや集中を欠く'],
    ['5', '改善が必要'],
  ]),
  ...group(NAME_GROUPS.CONFIRMATION_RESULT, [
    ['1', '満点'],
    ['2', '8割以上'],
    ['3', '5割以上8割未満'],
    ['4', '5割未満'],
    ['5', '未実施'],
  ]),
];

// The 16 rows of a lesson report; the rows with a name group are dropdowns.
export const REPORT_ITEMS: readonly { detail_no: number; item_name: string; names_no: number | null }[] = [
  { detail_no: 1, item_name: '使用教材', names_no: NAME_GROUPS.TEACHING_MATERIAL },
  { detail_no: 2, item_name: '教材の範囲', names_no: null },
  { detail_no: 3, item_name: '宿題の提出', names_no: NAME_GROUPS.HOMEWORK_SUBMISSION },
  { detail_no: 4, item_name: '指導進度', names_no: NAME_GROUPS.TEACHING_PROGRESS },
  { detail_no: 5, item_name: '授業態度', names_no: NAME_GROUPS.CLASS_ATTITUDE },
  { detail_no: 6, item_name: '確認テストの結果', names_no: NAME_GROUPS.CONFIRMATION_RESULT },
  { detail_no: 7, item_name: '本日の単元', names_no: null },
  { detail_no: 8, item_name: '指導内容', names_no: null },
  { detail_no: 9, item_name: 'できるようになったこと', names_no: null },
  { detail_no: 10, item_name: '課題・つまずき', names_no: null },
  { detail_no: 11, item_name: '次回までの宿題', names_no: null },
  { detail_no: 12, item_name: '次回の指導予定', names_no: null },
  { detail_no: 13, item_name: '保護者への連絡事項', names_no: null },
  { detail_no: 14, item_name: '生徒の様子', names_no: null },
  { detail_no: 15, item_name: '学習習慣について', names_no: null },
  { detail_no: 16, item_name: 'その他', names_no: null },
];

export const REPORT_DETAIL_COUNT = REPORT_ITEMS.length;

// Office users who review reports and answer chats. Their accounts live in the auth service;
// the user numbers below are the demo convention it seeds with (see demoUserNo).
export const STAFF: readonly StaffMember[] = [
  { user_no: 1, name: '高橋\u3000誠', role_code: 560 },
  { user_no: 2, name: '中村\u3000香織', role_code: 550 },
  { user_no: 3, name: '小川\u3000直樹', role_code: 540 },
];

export const demoUserNo = {
  teacher: (teacherNo: number): number => 10_000 + teacherNo,
  student: (studentNo: number): number => 100_000 + studentNo,
} as const;

// prettier-ignore
export const UNIVERSITIES: readonly string[] = [
  '東京大学', '京都大学', '一橋大学', '東京科学大学', '大阪大学', '東北大学', '北海道大学', '九州大学', '名古屋大学',
  '早稲田大学', '慶應義塾大学', '上智大学', '明治大学', '立教大学', '青山学院大学', '中央大学', '法政大学', '同志社大学', '立命館大学',
  'お茶の水女子大学', '東京外国語大学', '筑波大学', '横浜国立大学', '神戸大学',
];

export const FACULTIES: readonly string[] = [
  '文学部',
  '法学部',
  '経済学部',
  '教育学部',
  '理学部',
  '工学部',
  '薬学部',
  '外国語学部',
  '商学部',
  '総合政策学部',
];

export const TOWNS: readonly string[] = [
  '桜丘',
  '緑が丘',
  '青葉台',
  '若葉',
  '富士見',
  '本町',
  '旭',
  '中央',
  '南',
  '東',
  '西',
  '北',
  '泉',
  '栄',
  '港南',
  '松が谷',
  '日の出',
  '白山',
  '大和田',
  '星が丘',
];

// SPEC §9 codes (C20101, the student sheet): 2 mother, 1 father, 4 grandmother, 3 grandfather
export const GUARDIAN_RELATIONSHIPS: readonly (readonly [number, number])[] = [
  [2, 60],
  [1, 35],
  [4, 3],
  [3, 2],
];
