import { applicationAlertDedupeKey } from './application-rules';
import {
  rebookingAlertDedupeKey,
  rebookingRequestProblem,
  rebookingStatusOf,
  type RebookingRequestDraft,
} from './rebooking-rules';

const range = { start: '2031-05-07', end: '2031-06-30' };
const draft = (over: Partial<RebookingRequestDraft> = {}): RebookingRequestDraft => ({
  lesson_date: '2031-05-10',
  wanted_date: '2031-05-12',
  wanted_time_limit_no: 41,
  note: null,
  ...over,
});
const keyOf = (d: RebookingRequestDraft, r: typeof range | null = range) => rebookingRequestProblem(d, r)?.key ?? null;

describe('rebookingRequestProblem', () => {
  it('accepts a lesson and a wanted date inside the change range, or a free note alone', () => {
    expect(keyOf(draft())).toBeNull();
    expect(keyOf(draft({ wanted_time_limit_no: null }))).toBeNull();
    expect(keyOf(draft({ wanted_date: null, wanted_time_limit_no: null, note: '来週のどこかで' }))).toBeNull();
    expect(keyOf(draft({ lesson_date: range.start, wanted_date: range.end }))).toBeNull();
  });

  it('wants a date or a note, and a slot only with a date', () => {
    expect(keyOf(draft({ wanted_date: null, wanted_time_limit_no: null, note: '  ' }))).toBe(
      'scheduling.rebookingRequest.nothingWanted',
    );
    expect(keyOf(draft({ wanted_date: null, note: 'x' }))).toBe('scheduling.rebookingRequest.slotWithoutDate');
  });

  it('refuses a lesson one day before the range opens, a wanted date outside it, and no range at all', () => {
    expect(rebookingRequestProblem(draft({ lesson_date: '2031-05-06' }), range)).toEqual({
      field: 'schedule_no',
      key: 'scheduling.rebookingRequest.lessonOutsideRange',
    });
    expect(keyOf(draft({ wanted_date: '2031-07-01' }))).toBe('scheduling.rebookingRequest.wantedOutsideRange');
    expect(keyOf(draft({ wanted_date: '2031-05-06' }))).toBe('scheduling.rebookingRequest.wantedOutsideRange');
    expect(keyOf(draft(), null)).toBe('scheduling.rebookingRequest.noRange');
  });

  it('refuses asking for the lesson’s own date with no slot and no note: nothing would change', () => {
    expect(keyOf(draft({ wanted_date: '2031-05-10', wanted_time_limit_no: null }))).toBe('scheduling.rebookingRequest.sameDate');
    expect(keyOf(draft({ wanted_date: '2031-05-10', wanted_time_limit_no: 21 }))).toBeNull();
  });
});

describe('rebooking request status and alert key', () => {
  it('is open until staff hide it', () => {
    expect(rebookingStatusOf(0)).toBe('open');
    expect(rebookingStatusOf(1)).toBe('done');
  });

  it('keys its alert apart from an application of the same number', () => {
    expect(rebookingAlertDedupeKey(7)).toBe('applicationWaiting:request:7');
    expect(rebookingAlertDedupeKey(7)).not.toBe(applicationAlertDedupeKey(7));
  });
});
