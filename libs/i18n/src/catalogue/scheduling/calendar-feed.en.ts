import type { CalendarFeedTexts } from './calendar-feed.ja';

export const calendarFeedEn: CalendarFeedTexts = {
  calendarName: 'Lessons',
  online: 'Online',
  title: 'Calendar feed',
  intro: 'Show your own lessons in the calendar app of your phone or computer (from 30 days ago to 15 weeks ahead).',
  privacy: 'Anyone who knows this URL can see your lessons. Do not share it.',
  off: 'The calendar feed is off.',
  onSince: 'The URL made on {date} is active.',
  enable: 'Make a URL',
  renew: 'Make a new URL',
  renewNote: 'A new URL stops the previous one from working.',
  urlLabel: 'Calendar URL',
  urlOnce: 'This URL is shown only now. Add it to your calendar app.',
  copy: 'Copy URL',
  copied: 'Copied',
  revoke: 'Turn the feed off',
  revokeConfirm: 'Turn the calendar feed off? Calendars that subscribed will no longer show your lessons.',
  revoked: 'The calendar feed is off',
};
