import type { c40401Ja } from './c40401.ja';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const c40401En: Texts<typeof c40401Ja> = {
  c40401: {
    center: 'Center',
    prevWeek: 'Previous week',
    nextWeek: 'Next week',
    thisWeek: 'This week',
    week: '{start} – {end}',
    table: 'Required regular teachers, {start} – {end}',
    legend:
      'Teachers needed by regular lessons (not changed, cancelled or transferred) against teachers with a weekly shift. Rows used below {threshold}% are low usage.',
    day: 'Day',
    period: 'Period',
    oneToOne: '1:1',
    oneToTwo: '1:2',
    needed: 'Teachers needed',
    shiftTeachers: 'Teachers on shift',
    usageRate: 'Usage',
    rate: '{rate}%',
    noRate: '—',
    status: 'Status',
    low: 'Low usage',
    short: 'Short of teachers',
    dayHeader: '{date} ({weekday})',
    noRows: 'No regular lessons or weekly shifts this week',
    noCenter: 'No centers',
    open: 'Required regular teachers by week',
  },
};
