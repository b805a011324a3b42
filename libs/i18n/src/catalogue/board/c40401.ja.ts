// C40401 required regular teachers by week: the screen's texts (board.c40401.*). en and zh-Hant have
// exactly these keys.
export const c40401Ja = {
  c40401: {
    center: 'センター',
    prevWeek: '前週',
    nextWeek: '翌週',
    thisWeek: '今週',
    week: '{start}〜{end}',
    table: '{start}〜{end}の必要レギュラー講師数',
    legend:
      'レギュラー授業（変更・キャンセル・移管を除く）に必要な講師数と、固定シフトのある講師数です。使用率が{threshold}%未満の行は低使用率です。',
    day: '曜日',
    period: '時限',
    oneToOne: '1対1',
    oneToTwo: '1対2',
    needed: '必要講師数',
    shiftTeachers: 'シフト講師数',
    usageRate: '使用率',
    rate: '{rate}%',
    noRate: '—',
    status: '状態',
    low: '低使用率',
    short: '講師不足',
    dayHeader: '{date}（{weekday}）',
    noRows: 'この週のレギュラー授業と固定シフトはありません',
    noCenter: 'センターがありません',
    open: '週別必要レギュラー講師数',
  },
} as const;
