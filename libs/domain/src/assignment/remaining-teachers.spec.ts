import { acceptableApplications, halfLoadsOf, remainingTeacherCount, teachersNeeded, withLesson } from './remaining-teachers';

// Three teachers work period 5 (halves 51 and 52) at the center.
const shifts = [1, 2, 3].flatMap((teacher_no) => [51, 52].map((time_limit_no) => ({ teacher_no, time_limit_no })));

describe('remaining teacher count (SPEC §4 rem_teacher_cnt)', () => {
  it('needs one teacher per one-to-one lesson and one per two one-to-two lessons', () => {
    expect(teachersNeeded({ oneToOne: 0, oneToTwo: 0 })).toBe(0);
    expect(teachersNeeded({ oneToOne: 2, oneToTwo: 0 })).toBe(2);
    expect(teachersNeeded({ oneToOne: 0, oneToTwo: 1 })).toBe(1);
    expect(teachersNeeded({ oneToOne: 0, oneToTwo: 2 })).toBe(1);
    expect(teachersNeeded({ oneToOne: 1, oneToTwo: 3 })).toBe(3);
  });

  it('is the shift teachers minus what the lessons of the half need', () => {
    expect(remainingTeacherCount(51, halfLoadsOf(shifts, []))).toBe(3);
    expect(remainingTeacherCount(51, halfLoadsOf(shifts, [{ time_limit_no: 51, capacity: 1 }]))).toBe(2);
    expect(remainingTeacherCount(52, halfLoadsOf(shifts, [{ time_limit_no: 51, capacity: 1 }]))).toBe(3);
    const mixed = [
      { time_limit_no: 51, capacity: 1 },
      { time_limit_no: 51, capacity: 2 },
      { time_limit_no: 51, capacity: 2 },
    ];
    expect(remainingTeacherCount(51, halfLoadsOf(shifts, mixed))).toBe(1);
    expect(remainingTeacherCount(51, halfLoadsOf(shifts, [...mixed, { time_limit_no: 51, capacity: 2 }]))).toBe(0);
  });

  it('counts a 90-minute lesson in both halves, and a 90-minute cell by its fuller half', () => {
    const loads = halfLoadsOf(shifts, [{ time_limit_no: 50, capacity: 1 }]);
    expect(remainingTeacherCount(51, loads)).toBe(2);
    expect(remainingTeacherCount(52, loads)).toBe(2);
    const second = halfLoadsOf(shifts, [
      { time_limit_no: 52, capacity: 1 },
      { time_limit_no: 52, capacity: 1 },
    ]);
    expect(remainingTeacherCount(50, second)).toBe(1);
    expect(remainingTeacherCount(51, second)).toBe(3);
  });

  it('counts a teacher once per half, and a 90-minute shift in both halves', () => {
    const dup = [...shifts, { teacher_no: 1, time_limit_no: 51 }];
    expect(remainingTeacherCount(51, halfLoadsOf(dup, []))).toBe(3);
    expect(remainingTeacherCount(52, halfLoadsOf([{ teacher_no: 9, time_limit_no: 50 }], []))).toBe(1);
  });

  it('is negative when the lessons need more teachers than work, and empty halves count as none', () => {
    expect(remainingTeacherCount(61, halfLoadsOf(shifts, []))).toBe(0);
    expect(remainingTeacherCount(61, halfLoadsOf([], [{ time_limit_no: 61, capacity: 1 }]))).toBe(-1);
  });

  it('refuses a capacity that is neither one-to-one nor one-to-two', () => {
    expect(() => halfLoadsOf([], [{ time_limit_no: 51, capacity: 3 }])).toThrow('Invalid capacity');
    expect(() => withLesson(new Map(), 51, 0)).toThrow('Invalid capacity');
  });
});

describe('applications a cell accepts one after another', () => {
  it('accepts one-to-one lessons until one teacher is left', () => {
    expect(acceptableApplications(51, 1, halfLoadsOf(shifts, []))).toBe(2);
    expect(acceptableApplications(51, 1, halfLoadsOf(shifts, [{ time_limit_no: 51, capacity: 1 }]))).toBe(1);
    expect(
      acceptableApplications(
        51,
        1,
        halfLoadsOf(
          shifts.filter((s) => s.teacher_no <= 2),
          [],
        ),
      ),
    ).toBe(1);
    expect(
      acceptableApplications(
        51,
        1,
        halfLoadsOf(
          shifts.filter((s) => s.teacher_no === 1),
          [],
        ),
      ),
    ).toBe(0);
  });

  it('pairs one-to-two lessons: a second one of a pair needs no new teacher', () => {
    // 3 teachers: 1:2 lessons 1..3 leave 2, 2, 1 teachers; the fourth meets a full cell
    expect(acceptableApplications(51, 2, halfLoadsOf(shifts, []))).toBe(3);
    expect(acceptableApplications(51, 2, halfLoadsOf(shifts, [{ time_limit_no: 51, capacity: 2 }]))).toBe(2);
    expect(acceptableApplications(51, 2, halfLoadsOf(shifts, [{ time_limit_no: 51, capacity: 1 }]))).toBe(1);
  });

  it('takes both halves for a 90-minute application', () => {
    expect(acceptableApplications(50, 1, halfLoadsOf(shifts, [{ time_limit_no: 52, capacity: 1 }]))).toBe(1);
    expect(acceptableApplications(50, 1, halfLoadsOf(shifts, []))).toBe(2);
  });
});
