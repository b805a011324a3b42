import { lessonStartMs, nextLesson, visibleMeeting } from './lesson-day';

const meeting = { zoom_url: 'https://zoom.example/j/1', zoom_meeting_id: '123 456', zoom_passcode: 'pass' };

describe('visibleMeeting (app.C21101_SHOW_ZOOM_INFO)', () => {
  it('shows nothing while the setting is off, even to the own student', () => {
    expect(visibleMeeting(meeting, { shown: false, own: true })).toEqual({
      zoom_url: null,
      zoom_meeting_id: null,
      zoom_passcode: null,
    });
  });

  it('shows the whole meeting to the own student when on', () => {
    expect(visibleMeeting(meeting, { shown: true, own: true })).toEqual(meeting);
  });

  it('keeps the passcode from anyone else', () => {
    expect(visibleMeeting(meeting, { shown: true, own: false })).toEqual({ ...meeting, zoom_passcode: null });
  });
});

describe('lessonStartMs', () => {
  it("reads the date and the slot's start as Tokyo time, whatever the host's zone", () => {
    expect(new Date(lessonStartMs('2026-12-01', '14:50')).toISOString()).toBe('2026-12-01T05:50:00.000Z');
  });

  it('reads a start with seconds as PostgreSQL writes a time', () => {
    expect(new Date(lessonStartMs('2026-11-27', '16:40:00')).toISOString()).toBe('2026-11-27T07:40:00.000Z');
  });

  it('takes a late-night start past 24:00 as the next day', () => {
    expect(new Date(lessonStartMs('2026-12-01', '24:50')).toISOString()).toBe('2026-12-01T15:50:00.000Z');
  });

  it('refuses a start that is not HH:mm', () => {
    expect(() => lessonStartMs('2026-12-01', '14:60')).toThrow('Invalid start time');
    expect(() => lessonStartMs('2026-12-01', '2:50pm')).toThrow('Invalid start time');
  });
});

describe('nextLesson', () => {
  const lessons = [
    { schedule_date: '2026-12-01', start_time: '18:10', no: 3 },
    { schedule_date: '2026-12-01', start_time: '14:50', no: 1 },
    { schedule_date: '2026-12-01', start_time: '16:30', no: 2 },
  ];

  it('is the first lesson in start order that has not started', () => {
    expect(nextLesson(lessons, '2026-12-01T05:49:59Z')?.no).toBe(1);
    // 14:50 Tokyo has started: the next is 16:30
    expect(nextLesson(lessons, '2026-12-01T05:50:00Z')?.no).toBe(2);
  });

  it('is none once every lesson has started', () => {
    expect(nextLesson(lessons, '2026-12-01T09:10:00Z')).toBeUndefined();
    expect(nextLesson([], 0)).toBeUndefined();
  });
});
