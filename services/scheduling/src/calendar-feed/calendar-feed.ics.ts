import { type Locale } from '@school/contracts';
import { translate } from '@school/i18n';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import ical from 'ical-generator';
import { type FeedLessonRow, type FeedOwnerKind } from './calendar-feed.repository';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = 'Asia/Tokyo';
// Japan keeps no daylight saving time, so one fixed rule describes the zone for every client.
const TOKYO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:JST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export type FeedInput = {
  kind: FeedOwnerKind;
  locale: Locale;
  // the web app's origin (WEB_URL), where each event links back
  webUrl: string;
  now: Date;
  lessons: readonly FeedLessonRow[];
  subjectName: (subjectNo: number) => string;
};

// A lesson's screen for the feed's owner: a teacher's past lesson opens its report, a coming one the
// teacher's today screen; a student's the student's today screen.
const linkOf = (input: FeedInput, lesson: FeedLessonRow): string =>
  new URL(
    input.kind === 'student' ? '/C21101' : new Date(lesson.starts_at) < input.now ? `/C50102/${lesson.schedule_no}` : '/C11101',
    input.webUrl,
  ).toString();

// The iCalendar text of one feed. Events name the subject and the place only, never the other person
// of a lesson (a teacher's feed names no student, a student's no teacher): a feed URL may end up in a
// shared or synced calendar.
export const buildFeed = (input: FeedInput): string => {
  const t = (key: string) => translate(input.locale, `scheduling.calendarFeed.${key}`);
  const host = new URL(input.webUrl).hostname;
  const calendar = ical({
    name: t('calendarName'),
    prodId: { company: 'school', product: 'calendar-feed', language: input.locale.toUpperCase() },
    timezone: { name: ZONE, generator: () => TOKYO_VTIMEZONE },
    // a hint for clients that honour it: look again every hour
    ttl: 3600,
  });
  for (const lesson of input.lessons) {
    const url = linkOf(input, lesson);
    calendar.createEvent({
      // one lesson keeps its UID through every change, so calendar apps update it in place
      id: `lesson-${lesson.schedule_no}@${host}`,
      timezone: ZONE,
      start: dayjs(lesson.starts_at).tz(ZONE),
      end: dayjs(lesson.ends_at).tz(ZONE),
      stamp: input.now,
      summary: input.subjectName(lesson.subject_no),
      location: lesson.online ? t('online') : (lesson.center_name ?? ''),
      description: url,
      url,
    });
  }
  return calendar.toString();
};
