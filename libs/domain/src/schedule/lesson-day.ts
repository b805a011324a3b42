import { assertDate, instantMs, type DateString, type Instant } from '../time/date';

// A lesson's meeting (M00501's fields on the lesson).
export type LessonMeeting = { zoom_url: string | null; zoom_meeting_id: string | null; zoom_passcode: string | null };

const NO_MEETING: LessonMeeting = { zoom_url: null, zoom_meeting_id: null, zoom_passcode: null };

// What of a lesson's meeting a reader sees (SPEC §7 app.C21101_SHOW_ZOOM_INFO): nothing while the
// setting is off; the link and the meeting id when it is on; the passcode only to the lesson's own
// student or teacher.
export function visibleMeeting(meeting: LessonMeeting, o: { shown: boolean; own: boolean }): LessonMeeting {
  if (!o.shown) return NO_MEETING;
  return {
    zoom_url: meeting.zoom_url,
    zoom_meeting_id: meeting.zoom_meeting_id,
    zoom_passcode: o.own ? meeting.zoom_passcode : null,
  };
}

// When a lesson starts: its date and its slot's 'HH:mm' start (as read, or 'HH:mm:ss' as PostgreSQL
// writes a time) are the school's civil time (Asia/Tokyo). Late-night slots start past midnight as
// '24:50' (the next day's 00:50).
export function lessonStartMs(date: DateString, startTime: string): number {
  const m = /^(\d{2}):(\d{2})(?::00)?$/.exec(startTime);
  if (!m || Number(m[2]) > 59) throw new Error(`Invalid start time: '${startTime}' (expected HH:mm)`);
  // SCHOOL_TIME_ZONE (Asia/Tokyo) is +09:00 all year: no daylight saving to look up
  const midnight = Date.parse(`${assertDate(date)}T00:00:00+09:00`);
  return midnight + (Number(m[1]) * 60 + Number(m[2])) * 60_000;
}

// The first lesson (in start order) that has not started yet at `now`: the "time until the next one"
// of the day screens (C11101, C21101); undefined when every lesson has started.
export function nextLesson<L extends { schedule_date: DateString; start_time: string }>(
  lessons: readonly L[],
  now: Instant,
): L | undefined {
  const at = instantMs(now);
  return [...lessons]
    .map((l) => ({ l, start: lessonStartMs(l.schedule_date, l.start_time) }))
    .filter((x) => x.start > at)
    .sort((a, b) => a.start - b.start)[0]?.l;
}
