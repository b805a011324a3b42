import type { c40401Ja } from './c40401.ja';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const c40401ZhHant: Texts<typeof c40401Ja> = {
  c40401: {
    center: '中心',
    prevWeek: '上一週',
    nextWeek: '下一週',
    thisWeek: '本週',
    week: '{start}〜{end}',
    table: '{start}〜{end}所需固定講師',
    legend: '固定課程（不含變更、取消、移轉）所需講師數，與有固定班表的講師數。使用率低於{threshold}%的列為低使用率。',
    day: '星期',
    period: '節次',
    oneToOne: '1對1',
    oneToTwo: '1對2',
    needed: '所需講師數',
    shiftTeachers: '班表講師數',
    usageRate: '使用率',
    rate: '{rate}%',
    noRate: '—',
    status: '狀態',
    low: '低使用率',
    short: '講師不足',
    dayHeader: '{date}（{weekday}）',
    noRows: '本週沒有固定課程與固定班表',
    noCenter: '沒有中心',
    open: '每週所需固定講師',
  },
};
