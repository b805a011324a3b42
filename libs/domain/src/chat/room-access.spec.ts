import { roomAccess, roomScope, roomWritableUntil, type LessonRoom, type RoomReader } from './room-access';

const room: LessonRoom = {
  student_no: 11,
  teacher_no: 21,
  center_no: 3,
  original_center_no: 0,
  schedule_date: '2030-04-10',
  cancelled_on: null,
};
const reader = (o: Partial<RoomReader>): RoomReader => ({
  role: null,
  teacherNo: null,
  studentNo: null,
  centerNos: [],
  functionIds: ['Chatroom'],
  ...o,
});
const TODAY = '2030-04-01';

describe('roomAccess (who may read and write a lesson’s chat room)', () => {
  it('lets the lesson’s student (every student role) and its current teacher write', () => {
    for (const role of [110, 120, 130]) expect(roomAccess(room, reader({ role, studentNo: 11 }), TODAY)).toBe('write');
    expect(roomAccess(room, reader({ role: 110, studentNo: 12 }), TODAY)).toBe('none');
    expect(roomAccess(room, reader({ role: 300, teacherNo: 21 }), TODAY)).toBe('write');
    expect(roomAccess(room, reader({ role: 300, teacherNo: 22 }), TODAY)).toBe('none');
    // an unassigned lesson has no teacher member, whatever the caller's number
    expect(roomAccess({ ...room, teacher_no: 0 }, reader({ role: 300, teacherNo: 0 }), TODAY)).toBe('none');
    // a student's or a teacher's account linked to nobody
    expect(roomAccess(room, reader({ role: 110 }), TODAY)).toBe('none');
  });

  it('lets staff of the lesson’s center, of the center it was transferred from, and headquarters in', () => {
    expect(roomAccess(room, reader({ role: 410, centerNos: [3] }), TODAY)).toBe('write');
    expect(roomAccess(room, reader({ role: 410, centerNos: [4] }), TODAY)).toBe('none');
    const transferred = { ...room, center_no: 4, original_center_no: 3 };
    expect(roomAccess(transferred, reader({ role: 410, centerNos: [3] }), TODAY)).toBe('write');
    expect(roomAccess(transferred, reader({ role: 410, centerNos: [4] }), TODAY)).toBe('write');
    expect(roomAccess(transferred, reader({ role: 410, centerNos: [5] }), TODAY)).toBe('none');
    expect(roomAccess(room, reader({ role: 560, centerNos: null }), TODAY)).toBe('write');
    // below the staff roles a center list counts for nothing
    expect(roomAccess(room, reader({ role: 300, teacherNo: 99, centerNos: null }), TODAY)).toBe('none');
  });

  it('refuses whoever lacks the Chatroom screen', () => {
    expect(roomAccess(room, reader({ role: 560, centerNos: null, functionIds: ['C40101'] }), TODAY)).toBe('none');
  });

  it('turns read-only 7 days after the lesson, or after the day a cancelled lesson was cancelled', () => {
    const member = reader({ role: 110, studentNo: 11 });
    expect(roomWritableUntil(room)).toBe('2030-04-17');
    expect(roomAccess(room, member, '2030-04-17')).toBe('write');
    expect(roomAccess(room, member, '2030-04-18')).toBe('read');
    const cancelled = { ...room, cancelled_on: '2030-04-02' };
    expect(roomWritableUntil(cancelled)).toBe('2030-04-09');
    expect(roomAccess(cancelled, member, '2030-04-09')).toBe('write');
    expect(roomAccess(cancelled, member, '2030-04-10')).toBe('read');
    // cancelled after its date (never on the board, but a copy may say so): the lesson's date counts
    expect(roomWritableUntil({ ...room, cancelled_on: '2030-05-01' })).toBe('2030-04-17');
  });
});

describe('roomScope (the rooms a reader is a member of, as a filter on the copy)', () => {
  it('is the student’s lessons, the teacher’s, or the staff member’s centers (null: every center)', () => {
    expect(roomScope(reader({ role: 120, studentNo: 11 }))).toEqual({ studentNo: 11 });
    expect(roomScope(reader({ role: 300, teacherNo: 21 }))).toEqual({ teacherNo: 21 });
    expect(roomScope(reader({ role: 410, centerNos: [3, 4] }))).toEqual({ centerNos: [3, 4] });
    expect(roomScope(reader({ role: 560, centerNos: null }))).toEqual({ centerNos: null });
  });

  it('is no room for accounts linked to nobody, roles below staff and whoever lacks the Chatroom screen', () => {
    expect(roomScope(reader({ role: 110 }))).toBeNull();
    expect(roomScope(reader({ role: 300, teacherNo: 0 }))).toBeNull();
    expect(roomScope(reader({ role: 200, centerNos: null }))).toBeNull();
    expect(roomScope(reader({ role: 560, centerNos: null, functionIds: ['C40101'] }))).toBeNull();
  });

  it('agrees with roomAccess on every room it selects', () => {
    const rooms: LessonRoom[] = [room, { ...room, student_no: 12, teacher_no: 22, center_no: 4, original_center_no: 3 }];
    const readers = [
      reader({ role: 110, studentNo: 11 }),
      reader({ role: 300, teacherNo: 22 }),
      reader({ role: 410, centerNos: [3] }),
      reader({ role: 410, centerNos: [4] }),
    ];
    for (const r of readers) {
      const scope = roomScope(r)!;
      for (const x of rooms) {
        const selected =
          (scope.studentNo === undefined || x.student_no === scope.studentNo) &&
          (scope.teacherNo === undefined || x.teacher_no === scope.teacherNo) &&
          (!scope.centerNos || scope.centerNos.includes(x.center_no) || scope.centerNos.includes(x.original_center_no));
        expect(selected).toBe(roomAccess(x, r, TODAY) !== 'none');
      }
    }
  });
});
