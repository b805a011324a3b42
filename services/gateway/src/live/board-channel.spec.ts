import { type DomainEvent } from '@school/contracts';
import { routeBoardEvent } from './board-channel';

const DATE = '2097-05-12';
const ref = {
  schedule_no: 77,
  schedule_date: DATE,
  time_limit_no: 21,
  student_no: 101,
  subject_no: 3,
  lock_version: 4,
  user_no: 9,
};
const domainEvent = (type: string, data: object) =>
  ({ id: 'scheduling:1', type, service: 'scheduling', occurredAt: '2097-05-01T07:00:00Z', data }) as DomainEvent;
const channelsOf = (type: string, data: object) => routeBoardEvent(domainEvent(type, data))?.channels;

describe('the board channel kind', () => {
  it('tells the board of a transferred lesson’s home center, besides the board it is held at, of every change', () => {
    const held = { ...ref, center_no: 2, original_center_no: 1 };
    for (const [type, extra] of [
      ['LessonAssigned', { teacher_no: 5, previous_teacher_no: 0 }],
      ['LessonUnassigned', { previous_teacher_no: 5 }],
      ['LessonCancelled', { teacher_no: 0 }],
    ] as const)
      expect(channelsOf(type, { ...held, ...extra })).toEqual([`board:2:${DATE}`, `board:1:${DATE}`]);
    // what reaches the browser names where the lesson is held
    expect(routeBoardEvent(domainEvent('LessonAssigned', { ...held, teacher_no: 5 }))?.event).toEqual({
      type: 'LessonAssigned',
      schedule_no: 77,
      schedule_date: DATE,
      time_limit_no: 21,
      center_no: 2,
      lock_version: 4,
      user_no: 9,
      teacher_no: 5,
    });
  });

  it('tells only its own center of a lesson not transferred, and of an event written before original_center_no', () => {
    expect(channelsOf('LessonAssigned', { ...ref, center_no: 2, original_center_no: 0, teacher_no: 5 })).toEqual([
      `board:2:${DATE}`,
    ]);
    expect(channelsOf('LessonAssigned', { ...ref, center_no: 2, teacher_no: 5 })).toEqual([`board:2:${DATE}`]);
  });

  it('tells both centers of a transfer and of its removal, once each', () => {
    const transfer = { ...ref, center_no: 2, original_center_no: 1, previous_center_no: 1 };
    expect(channelsOf('LessonTransferred', transfer)).toEqual([`board:2:${DATE}`, `board:1:${DATE}`]);
    const removal = { ...ref, center_no: 1, original_center_no: 0, previous_center_no: 2 };
    expect(channelsOf('LessonTransferred', removal)).toEqual([`board:1:${DATE}`, `board:2:${DATE}`]);
  });

  it('tells a moved lesson’s former date and center too, and nothing of the events a board does not show', () => {
    const changed = { ...ref, center_no: 2, original_center_no: 0, from_schedule_date: '2097-05-10', from_center_no: 3 };
    expect(channelsOf('LessonChanged', changed)).toEqual([`board:2:${DATE}`, 'board:3:2097-05-10']);
    expect(channelsOf('LessonNoteSaved', { ...ref, center_no: 2, original_center_no: 1, note: 'x' })).toBeUndefined();
  });
});
