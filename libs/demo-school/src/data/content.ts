import { addDays, type DateString } from '../civil-date';
import type { MailTemplateRow, NoticeRow, SeminarCalendarRow, SupportPageRow } from '../types';

// Rich text is saved as HTML, as the notice and help editors save it (and as the masters service's
// sanitiser would keep it: the demo texts hold no markup of their own).
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const h = (text: string): string => `<h3>${escape(text)}</h3>`;
const p = (text: string): string => `<p>${escape(text)}</p>`;
const ul = (...items: string[]): string => `<ul>${items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>`;
const ol = (...items: string[]): string => `<ol>${items.map((i) => `<li>${escape(i)}</li>`).join('')}</ol>`;

export const richText = (...blocks: string[]): string => blocks.join('');

// Placeholders each template may use; the mail job fills them in.
export const MAIL_PLACEHOLDERS: Readonly<Record<1 | 2 | 3, readonly string[]>> = {
  1: ['{student_name}', '{student_no}', '{center_name}', '{schedule_date}', '{time_label}', '{subject_name}', '{request_note}'],
  2: [
    '{student_name}',
    '{student_no}',
    '{center_name}',
    '{seminar_name}',
    '{schedule_date}',
    '{time_label}',
    '{subject_name}',
    '{request_note}',
  ],
  3: [
    '{student_name}',
    '{student_no}',
    '{center_name}',
    '{original_schedule_date}',
    '{original_time_label}',
    '{schedule_date}',
    '{time_label}',
    '{subject_name}',
    '{request_note}',
  ],
};

const FOOTER = ['', '※このメールはシステムから自動送信されています。', '管理画面：{admin_url}'];

export const MAIL_TEMPLATES: readonly MailTemplateRow[] = [
  {
    notification_type: 1,
    notification_name: '追加授業申請',
    mail_subject: '【追加授業申請】{student_name}様（{center_name}）',
    mail_body: [
      '{center_name} ご担当者様',
      '',
      '{student_name}様（生徒番号：{student_no}）より追加授業の申請がありました。',
      '',
      '■ 希望日時：{schedule_date} {time_label}',
      '■ 科目：{subject_name}',
      '■ ご要望：{request_note}',
      '',
      '授業割当画面で内容を確認し、講師の割り当てをお願いします。',
      ...FOOTER,
    ].join('\n'),
    send_flag: 1,
  },
  {
    notification_type: 2,
    notification_name: '講習申込',
    mail_subject: '【講習申込】{seminar_name} {student_name}様（{center_name}）',
    mail_body: [
      '{center_name} ご担当者様',
      '',
      '{student_name}様（生徒番号：{student_no}）より{seminar_name}のお申し込みがありました。',
      '',
      '■ 受講日時：{schedule_date} {time_label}',
      '■ 科目：{subject_name}',
      '■ ご要望：{request_note}',
      '',
      '講習の受講枠を確認のうえ、講師の割り当てをお願いします。',
      ...FOOTER,
    ].join('\n'),
    send_flag: 1,
  },
  {
    notification_type: 3,
    notification_name: '振替申請',
    mail_subject: '【振替申請】{student_name}様（{center_name}）',
    mail_body: [
      '{center_name} ご担当者様',
      '',
      '{student_name}様（生徒番号：{student_no}）より授業の振替申請がありました。',
      '',
      '■ 振替元：{original_schedule_date} {original_time_label}',
      '■ 振替先：{schedule_date} {time_label}',
      '■ 科目：{subject_name}',
      '■ 理由：{request_note}',
      '',
      '振替先の講師の割り当てをお願いします。',
      ...FOOTER,
    ].join('\n'),
    send_flag: 1,
  },
];

const jpDate = (date: DateString): string => {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

const md = (date: DateString): string => {
  const [, m, d] = date.split('-').map(Number);
  return `${m}月${d}日`;
};

// Who reads notices (C00101): back-office roles and students; teachers have no C00101 (SPEC §6).
const STAFF = [560, 550, 540, 530, 520, 410, 420, 430];
const CLASSROOMS_AND_OPERATIONS = [560, 550, 540, 530, 410, 420, 430];
const STUDENTS = [110, 120, 130];
const EVERYONE = [...STAFF, ...STUDENTS];
// The Shibuya center (渋谷校, in every scale of the demo school) runs its own parent interviews.
const SHIBUYA = 1;

export const buildNotices = (today: DateString, fiscalYear: number, seminars: readonly SeminarCalendarRow[]): NoticeRow[] => {
  const winter = seminars.find((s) => s.fiscal_year === fiscalYear && s.seminar_name.includes('冬期'));
  const summer = seminars.find((s) => s.fiscal_year === fiscalYear && s.seminar_name.includes('夏期'));
  const notices: Omit<NoticeRow, 'notice_no'>[] = [
    {
      title: '年末年始休業のお知らせ（12月29日〜1月3日）',
      content: richText(
        p(`${fiscalYear}年12月29日から${fiscalYear + 1}年1月3日まで、全校舎およびオンライン本校を休業いたします。`),
        p('休業期間中の授業はありません。お問い合わせへの回答は1月4日以降、順次いたします。'),
      ),
      roles: EVERYONE,
      center_nos: [],
      important_flag: 1,
      publish_start_date: addDays(today, -20),
      publish_end_date: `${fiscalYear + 1}-01-04`,
    },
    {
      title: winter ? `${winter.seminar_name}のお申し込み受付について` : '冬期講習のお申し込み受付について',
      content: richText(
        p(
          winter
            ? `${winter.seminar_name}（${md(winter.schedule_start_date)}〜${md(winter.schedule_end_date)}）のお申し込みを受け付けています。`
            : '冬期講習のお申し込みを受け付けています。',
        ),
        ul(
          winter
            ? `受付期間：${jpDate(winter.entry_start_date)}〜${jpDate(winter.entry_end_date)}`
            : '受付期間：11月上旬〜12月上旬',
          '申し込み方法：生徒ページの「講習申込」から希望日時と科目を選択してください。',
          '受講枠には限りがあります。満席の時間帯は選択できません。',
        ),
      ),
      roles: STUDENTS,
      center_nos: [],
      important_flag: 1,
      publish_start_date: winter ? winter.entry_start_date : addDays(today, -14),
      publish_end_date: winter ? winter.entry_end_date : null,
    },
    {
      title: '振替授業の申請期限について',
      content: richText(
        p('振替授業は、授業日の2営業日前までに生徒ページからお申し込みください。'),
        p('期限を過ぎた場合や当日の欠席は、振替の対象外となることがあります。ご了承ください。'),
      ),
      roles: STUDENTS,
      center_nos: [],
      important_flag: 0,
      publish_start_date: addDays(today, -45),
      publish_end_date: null,
    },
    {
      title: '授業報告書の提出期限について（講師への周知のお願い）',
      content: richText(
        p(
          '授業報告書は授業当日中の提出をお願いします。差し戻しがあった場合は、コメントを確認のうえ2日以内に再提出してください。',
        ),
        ul('保護者の方が読むことを前提に、具体的に記入してください。', '確認テストを実施した場合は結果を必ず選択してください。'),
      ),
      roles: CLASSROOMS_AND_OPERATIONS,
      center_nos: [],
      important_flag: 0,
      publish_start_date: addDays(today, -30),
      publish_end_date: null,
    },
    {
      title: '講師シフトの提出について（講師への周知のお願い）',
      content: richText(
        p('翌月分の勤務可能時間は、毎月20日までにシフト入力画面から登録してください。'),
        p('深夜特別枠（23:10以降）に対応できる方は、備考欄にご記入ください。'),
      ),
      roles: CLASSROOMS_AND_OPERATIONS,
      center_nos: [],
      important_flag: 0,
      publish_start_date: addDays(today, -10),
      publish_end_date: null,
    },
    {
      title: 'システムメンテナンスのお知らせ',
      content: richText(
        p(`${jpDate(addDays(today, 6))} 2:00〜5:00 にシステムメンテナンスを行います。`),
        p('メンテナンス中は生徒ページ・講師ページともにご利用いただけません。深夜特別枠の授業は通常どおり実施します。'),
      ),
      roles: EVERYONE,
      center_nos: [],
      important_flag: 0,
      publish_start_date: addDays(today, -2),
      publish_end_date: addDays(today, 7),
    },
    {
      title: '保護者面談週間のご案内（渋谷校）',
      content: richText(
        p('学習状況と今後の目標について、担当者より個別にご連絡いたします。'),
        p('オンラインでの面談も可能です。ご希望の日時をチャットでお知らせください。'),
      ),
      roles: STUDENTS,
      center_nos: [SHIBUYA],
      important_flag: 0,
      publish_start_date: addDays(today, -5),
      publish_end_date: addDays(today, 25),
    },
    {
      title: summer ? `${summer.seminar_name}の実施報告` : '夏期講習の実施報告',
      content: richText(p('今夏の講習には多くの生徒さんにご参加いただきました。ご協力ありがとうございました。')),
      roles: STAFF,
      center_nos: [],
      important_flag: 0,
      publish_start_date: summer ? addDays(summer.schedule_end_date, 3) : addDays(today, -90),
      publish_end_date: null,
    },
  ];
  return notices.map((n, i) => ({ notice_no: i + 1, ...n }));
};

const SUPPORT_PAGES: readonly Omit<SupportPageRow, 'support_no' | 'sort_order' | 'file_json' | 'remarks' | 'published'>[] = [
  {
    function_id: 'C40101',
    audience: '{}',
    title: '授業割当ボードの使い方',
    content: richText(
      h('講師を割り当てる'),
      ol(
        '校舎と期間を選択して「表示」を押します。',
        '未割当の授業（講師欄が空欄）を、勤務可能な講師の枠へドラッグします。',
        '「保存」を押すと、変更した授業だけが保存されます。',
      ),
      h('警告が表示された場合'),
      p(
        '性別希望・講師タイプ・指導科目が一致しない場合は確認メッセージが表示されます。割り当てる場合はパスワードを入力してください。',
      ),
      h('移管'),
      p('未割当の授業は他校舎へ移管できます。移管した授業は「移管」セクションに表示されます。'),
    ),
  },
  {
    function_id: 'C10201',
    audience: '{teacher}',
    title: 'シフト（勤務可能時間）の登録方法',
    content: richText(
      p('授業枠は40分単位（前半・後半）で登録します。90分授業を担当するには、同じ時限の前半と後半の両方が必要です。'),
      ul(
        'クリックで勤務可能／不可を切り替えます。',
        '編集できるのは締切前の日付だけです。',
        '登録後は必ず「保存」を押してください。',
      ),
    ),
  },
  {
    function_id: 'C50102',
    audience: '{teacher}',
    title: '授業報告書の書き方',
    content: richText(
      p('授業報告書は16項目あります。使用教材・宿題の提出・指導進度・授業態度・確認テストの結果は選択式です。'),
      h('差し戻された場合'),
      p('コメントが付いた項目だけが編集できます。修正して再提出してください。'),
    ),
  },
  {
    function_id: 'C30101Student',
    audience: '{student}',
    title: '追加授業・講習の申し込み方法',
    content: richText(
      ol(
        '生徒ページの「授業申込」を開きます。',
        '希望する日付と時間帯のセルを選びます。満席のセルは選べません。',
        '科目を選んで「申し込む」を押します。',
      ),
      p('追加授業と講習は、2営業日後以降の日付から申し込めます。'),
    ),
  },
  {
    function_id: 'C21201',
    audience: '{student}',
    title: '授業の振替（日時変更）について',
    content: richText(
      p('振替は授業日の2営業日前まで申請できます。振替先は翌月末までの空き枠から選べます。'),
      p('振替の結果はチャットとメールでお知らせします。'),
    ),
  },
  {
    function_id: 'M21001',
    audience: '{}',
    title: 'カレンダー・休校日の設定',
    content: richText(
      p('年度（4月〜3月）ごとに校舎のカレンダーを設定します。休校日は開始・終了の時限をどちらも0にします。'),
      p('編集できるのは明日以降の日付です。祝日と年末年始（12/29〜1/3）は初期設定で休校日になっています。'),
    ),
  },
  {
    function_id: 'C20101',
    audience: '{}',
    title: '生徒情報の登録',
    content: richText(
      ul(
        '氏名はふりがな（カタカナ）も登録してください。',
        '所属校舎を変更する場合は「所属変更」画面を使います。',
        '退会した生徒の今後の授業は自動では削除されません。',
      ),
    ),
  },
  {
    function_id: 'Chatroom',
    audience: '{teacher,student}',
    title: 'チャットの使い方',
    content: richText(
      p('チャットは授業ごとに用意されています。授業前の連絡や質問にご利用ください。'),
      p('新しいメッセージは自動で更新されます。'),
    ),
  },
];

export const buildSupportPages = (): SupportPageRow[] =>
  SUPPORT_PAGES.map((s, i) => ({ support_no: i + 1, ...s, file_json: '[]', remarks: null, sort_order: i + 1, published: 1 }));
