import {
  checkZoomMeeting,
  checkZoomMeetingTargets,
  normalizeZoomMeeting,
  ZOOM_MEETING_ERROR,
  ZOOM_MEETING_MAX_LESSONS,
} from './m00501-zoom-meeting.form';

const valid = { zoom_url: 'https://us02web.zoom.us/j/12345678901', zoom_meeting_id: '123 4567 8901', zoom_passcode: 'a1B2*c' };
const keys = (values: Record<string, unknown>, field: string) => checkZoomMeeting(values).errors[field]?.map((e) => e.key) ?? [];

describe('checkZoomMeeting', () => {
  it('accepts a full meeting, a URL alone, and nothing at all (removal)', () => {
    expect(checkZoomMeeting(valid).valid).toBe(true);
    expect(checkZoomMeeting({ zoom_url: 'http://zoom.example.jp/j/1', zoom_meeting_id: '', zoom_passcode: null }).valid).toBe(
      true,
    );
    expect(checkZoomMeeting({ zoom_url: '', zoom_meeting_id: '', zoom_passcode: '' }).valid).toBe(true);
  });

  it('needs the scheme on the URL, http or https only (SPEC §5 url)', () => {
    expect(keys({ ...valid, zoom_url: 'us02web.zoom.us/j/1' }, 'zoom_url')).toEqual(['validation.url']);
    expect(keys({ ...valid, zoom_url: 'ftp://zoom.us/j/1' }, 'zoom_url')).toEqual(['validation.url']);
    expect(checkZoomMeeting({ ...valid, zoom_url: 'ftp://zoom.us/j/1' }).errors.zoom_url[0].params).toEqual({
      schemes: 'https, http',
    });
    expect(keys({ ...valid, zoom_url: `https://zoom.us/${'a'.repeat(490)}` }, 'zoom_url')).toEqual(['validation.max']);
  });

  it('counts only the digits of a meeting id: 9 to 11', () => {
    expect(keys({ ...valid, zoom_meeting_id: '123-456-789' }, 'zoom_meeting_id')).toEqual([]);
    expect(keys({ ...valid, zoom_meeting_id: '1234 5678' }, 'zoom_meeting_id')).toEqual(['validation.min_digits']);
    expect(keys({ ...valid, zoom_meeting_id: '123456789012' }, 'zoom_meeting_id')).toEqual(['validation.max_digits']);
    expect(keys({ ...valid, zoom_meeting_id: 'abc456789012' }, 'zoom_meeting_id')).toContain('validation.regex');
  });

  it('limits the passcode to 10 characters without spaces', () => {
    expect(keys({ ...valid, zoom_passcode: '12345678901' }, 'zoom_passcode')).toEqual(['validation.max']);
    expect(keys({ ...valid, zoom_passcode: 'ab cd' }, 'zoom_passcode')).toEqual(['validation.regex']);
  });

  it('refuses a meeting id or passcode without a URL', () => {
    expect(keys({ zoom_url: '', zoom_meeting_id: '123456789', zoom_passcode: '' }, 'zoom_url')).toEqual([
      ZOOM_MEETING_ERROR.urlRequired,
    ]);
    expect(keys({ zoom_url: ' ', zoom_meeting_id: null, zoom_passcode: 'x' }, 'zoom_url')).toEqual([
      ZOOM_MEETING_ERROR.urlRequired,
    ]);
    expect(checkZoomMeeting({ zoom_url: null, zoom_meeting_id: null, zoom_passcode: 'x' }).valid).toBe(false);
  });
});

describe('normalizeZoomMeeting', () => {
  it('trims, stores empty as null and keeps only the digits of the meeting id', () => {
    expect(
      normalizeZoomMeeting({ zoom_url: ' https://zoom.us/j/1 ', zoom_meeting_id: '123 4567-8901', zoom_passcode: '' }),
    ).toEqual({ zoom_url: 'https://zoom.us/j/1', zoom_meeting_id: '12345678901', zoom_passcode: null });
    expect(normalizeZoomMeeting({})).toEqual({ zoom_url: null, zoom_meeting_id: null, zoom_passcode: null });
  });
});

describe('checkZoomMeetingTargets', () => {
  const lesson = (schedule_no: number, lock_version = 0) => ({ schedule_no, lock_version });

  it('accepts 1 to 100 distinct lessons with their lock_version', () => {
    expect(checkZoomMeetingTargets([lesson(1), lesson(2, 3)])).toEqual([]);
    expect(checkZoomMeetingTargets(Array.from({ length: ZOOM_MEETING_MAX_LESSONS }, (_, i) => lesson(i + 1)))).toEqual([]);
  });

  it.each([
    ['no list', undefined],
    ['an empty list', []],
    ['too many', Array.from({ length: ZOOM_MEETING_MAX_LESSONS + 1 }, (_, i) => lesson(i + 1))],
    ['a lesson twice', [lesson(1), lesson(1, 2)]],
    ['a missing lock_version', [{ schedule_no: 1 }]],
    ['a negative lock_version', [lesson(1, -1)]],
    ['a text number', [{ schedule_no: '1', lock_version: 0 }]],
    ['schedule_no 0', [lesson(0)]],
    ['a row that is not an object', [1]],
  ])('refuses %s', (_what, lessons) => {
    expect(checkZoomMeetingTargets(lessons).map((e) => e.key)).toEqual([ZOOM_MEETING_ERROR.lessonsInvalid]);
  });
});
