import { api, byRole, INTERNAL } from './define';

// Calendar feeds (issue 25): a teacher's or a student's private iCalendar feed of their own lessons,
// read by calendar apps at GET /api/calendar/<token>.ics without a cookie (docs/calendar-feeds.md).
// Only the sha-256 of a token is stored, so a URL is shown once, when it is made; enabling again
// makes a new token and the old URL stops working.

// Teachers (300) and students (110, 120, 130): a feed is of the caller's own lessons.
export const CALENDAR_FEED_ACCESS = byRole(300, 110, 120, 130);

// 32 random bytes in base64url
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const CALENDAR_FEED_PATH_PREFIX = '/api/calendar/';
// Relative to the API's origin (the browser knows it: ApiClient.apiUrl), as attachment paths are.
export const calendarFeedPath = (token: string): string => `${CALENDAR_FEED_PATH_PREFIX}${token}.ics`;

export type CalendarFeedStatus = {
  enabled: boolean;
  // when the current URL was made (ISO 8601), null when off
  enabled_at: string | null;
};
export type CalendarFeedEnableOutput = CalendarFeedStatus & { enabled: true; enabled_at: string; path: string };
export type CalendarFeedGetInput = { token: string };
export type CalendarFeedGetOutput = { ics: string };

export const CALENDAR_FEED_APIS = {
  CalendarFeed_enable: api<Record<string, never>, CalendarFeedEnableOutput>()('scheduling', CALENDAR_FEED_ACCESS),
  CalendarFeed_revoke: api<Record<string, never>, CalendarFeedStatus>()('scheduling', CALENDAR_FEED_ACCESS),
  CalendarFeed_getStatus: api<Record<string, never>, CalendarFeedStatus>()('scheduling', CALENDAR_FEED_ACCESS),
  // The gateway's GET /api/calendar/<token>.ics asks this on its own (no session); it applies the
  // rate limit named here per address.
  CalendarFeed_getFeed: api<CalendarFeedGetInput, CalendarFeedGetOutput>()('scheduling', INTERNAL, {
    rateLimit: { scope: 'calendarFeed' },
  }),
} as const;
