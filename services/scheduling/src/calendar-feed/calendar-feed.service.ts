import { Inject, Injectable } from '@nestjs/common';
import {
  CALENDAR_FEED_TOKEN_PATTERN,
  calendarFeedPath,
  type Caller,
  type CalendarFeedEnableOutput,
  type CalendarFeedGetOutput,
  type CalendarFeedStatus,
  isLocale,
} from '@school/contracts';
import { addDays, ROLE, STUDENT_ROLES, tokyoDate } from '@school/domain';
import { type ConfigOf, forbiddenError, notFoundError, RpcClient, SERVICE_CONFIG } from '@school/server-kit';
import { createHash, randomBytes } from 'node:crypto';
import { type schedulingEnv } from '../config';
import { buildFeed } from './calendar-feed.ics';
import { CalendarFeedRepository, type FeedOwner } from './calendar-feed.repository';

// A feed lists lessons from 30 days back (last month's lessons stay visible, e.g. while reports are
// written) to 15 weeks ahead (the horizon a regular course is booked for, C30101_doSubmit): what a
// person plans with, while the answer stays small for calendar apps that poll it every few minutes.
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 15 * 7;

export const hashFeedToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

// CalendarFeed_enable / _revoke / _getStatus (teachers and students, their own feed) and
// CalendarFeed_getFeed (the gateway's GET /api/calendar/<token>.ics), docs/calendar-feeds.md.
@Injectable()
export class CalendarFeedService {
  constructor(
    private readonly repo: CalendarFeedRepository,
    private readonly rpc: RpcClient,
    @Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof schedulingEnv>,
  ) {}

  async enable(caller: Caller): Promise<CalendarFeedEnableOutput> {
    const { userNo, owner } = ownerOf(caller);
    // 32 random bytes: the URL is the only secret, so it must not be guessable
    const token = randomBytes(32).toString('base64url');
    const enabledAt = await this.repo.replace(userNo, hashFeedToken(token), owner);
    return { enabled: true, enabled_at: enabledAt, path: calendarFeedPath(token) };
  }

  async revoke(caller: Caller): Promise<CalendarFeedStatus> {
    await this.repo.remove(ownerOf(caller).userNo);
    return { enabled: false, enabled_at: null };
  }

  async status(caller: Caller): Promise<CalendarFeedStatus> {
    const row = await this.repo.ofUser(ownerOf(caller).userNo);
    return { enabled: row !== null, enabled_at: row?.created_at ?? null };
  }

  // Built on every request from the lesson tables, so a feed is as current as the board.
  async feed(input: unknown, caller: Caller, now = new Date()): Promise<CalendarFeedGetOutput> {
    const token = (input as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || !CALENDAR_FEED_TOKEN_PATTERN.test(token)) throw notFoundError('calendarFeed');
    const owner = await this.repo.byHash(hashFeedToken(token));
    if (!owner) throw notFoundError('calendarFeed');
    const today = tokyoDate(now);
    const lessons = await this.repo.lessons(
      owner.owner_kind,
      owner.owner_no,
      addDays(today, -FEED_DAYS_BACK),
      addDays(today, FEED_DAYS_AHEAD),
    );
    const subjectNos = [...new Set(lessons.map((l) => l.subject_no))];
    const labels = subjectNos.length
      ? (await this.rpc.call('MastersLookup.getLabels', { subject_nos: subjectNos }, caller)).subjects
      : [];
    const names = new Map(labels.map((o) => [Number(o.value), o.label]));
    const ics = buildFeed({
      kind: owner.owner_kind,
      locale: isLocale(owner.locale_code) ? owner.locale_code : 'ja',
      webUrl: this.config.WEB_URL,
      now,
      lessons,
      subjectName: (no) => names.get(no) ?? '',
    });
    return { ics };
  }
}

// Whose feed a caller may have: a teacher's account linked to a teacher, a student's to a student.
const ownerOf = (caller: Caller): { userNo: number; owner: FeedOwner } => {
  const role = caller.role ?? 0;
  const locale_code = caller.locale;
  if (caller.userNo !== null && role === ROLE.TEACHER && Number.isInteger(caller.teacherNo))
    return { userNo: caller.userNo, owner: { owner_kind: 'teacher', owner_no: caller.teacherNo as number, locale_code } };
  if (caller.userNo !== null && STUDENT_ROLES.includes(role) && Number.isInteger(caller.studentNo))
    return { userNo: caller.userNo, owner: { owner_kind: 'student', owner_no: caller.studentNo as number, locale_code } };
  throw forbiddenError();
};
