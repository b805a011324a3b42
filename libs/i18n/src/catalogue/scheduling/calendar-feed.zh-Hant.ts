import type { CalendarFeedTexts } from './calendar-feed.ja';

export const calendarFeedZhHant: CalendarFeedTexts = {
  calendarName: '課程預定',
  online: '線上',
  title: '行事曆同步',
  intro: '可在手機或電腦的行事曆應用程式中顯示您自己的課程（30天前至15週後）。',
  privacy: '任何知道此網址的人都能看到您的課程預定。請勿告訴他人。',
  off: '目前行事曆同步為關閉狀態。',
  onSince: '{date}發行的網址有效。',
  enable: '發行網址',
  renew: '重新發行網址',
  renewNote: '重新發行後，先前的網址將無法使用。',
  urlLabel: '行事曆網址',
  urlOnce: '此網址僅在此時顯示。請將其加入行事曆應用程式。',
  copy: '複製網址',
  copied: '已複製',
  revoke: '停止同步',
  revokeConfirm: '要停止行事曆同步嗎？已訂閱的行事曆將不再顯示您的課程。',
  revoked: '已停止行事曆同步',
};
