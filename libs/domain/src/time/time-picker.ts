// Time picker helpers (SPEC §9): values travel as 24-hour 'HH:mm', the picker shows 12-hour time.
export type Meridiem = 'AM' | 'PM';
export type TwelveHourTime = { hour: number; minute: number; meridiem: Meridiem };

export const TIME_PICKER_STEP_MINUTES = 15;

const HHMM_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isTimeString(value: unknown): value is string {
  return typeof value === 'string' && HHMM_RE.test(value);
}

function parseTime(value: string): { h: number; m: number } {
  const match = HHMM_RE.exec(value);
  if (!match) throw new Error(`Invalid time: '${value}' (expected HH:mm)`);
  return { h: Number(match[1]), m: Number(match[2]) };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

// 00:xx is 12:xx AM and 12:xx is 12:xx PM: there is no hour 0 on a 12-hour clock.
export function toTwelveHour(value: string): TwelveHourTime {
  const { h, m } = parseTime(value);
  return { hour: h % 12 === 0 ? 12 : h % 12, minute: m, meridiem: h < 12 ? 'AM' : 'PM' };
}

export function fromTwelveHour(time: TwelveHourTime): string {
  const { hour, minute, meridiem } = time;
  if (!Number.isInteger(hour) || hour < 1 || hour > 12) throw new Error(`Invalid 12-hour hour: ${hour}`);
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) throw new Error(`Invalid minute: ${minute}`);
  const h = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  return `${pad2(h)}:${pad2(minute)}`;
}

export function formatTwelveHour(value: string): string {
  const t = toTwelveHour(value);
  return `${t.hour}:${pad2(t.minute)} ${t.meridiem}`;
}

function assertStep(step: number): void {
  // A step must divide the hour evenly, otherwise the options drift from one hour to the next.
  if (!Number.isInteger(step) || step < 1 || step > 60 || 60 % step !== 0) throw new Error(`Invalid minute step: ${step}`);
}

export function minuteOptions(step: number = TIME_PICKER_STEP_MINUTES): number[] {
  assertStep(step);
  return Array.from({ length: 60 / step }, (_, i) => i * step);
}

export function timeOptions(step: number = TIME_PICKER_STEP_MINUTES): string[] {
  const minutes = minuteOptions(step);
  const out: string[] = [];
  for (let h = 0; h < 24; h++) for (const m of minutes) out.push(`${pad2(h)}:${pad2(m)}`);
  return out;
}

export function isOnStep(value: string, step: number = TIME_PICKER_STEP_MINUTES): boolean {
  assertStep(step);
  return parseTime(value).m % step === 0;
}

// Rounds down so a snapped time never lands on the next day.
export function snapToStep(value: string, step: number = TIME_PICKER_STEP_MINUTES): string {
  assertStep(step);
  const { h, m } = parseTime(value);
  return `${pad2(h)}:${pad2(m - (m % step))}`;
}
