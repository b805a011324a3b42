import {
  boardListSection,
  canRemoveTransfer,
  canTransfer,
  hasFewerThanFourClasses,
  isAssignable,
  lessonSection,
  sectionTypes,
} from './sections';

const base = { original_center_no: 0, class_type: 1, change_flag: 0, class_count: 4, teacher_no: 0 };

describe('board sections', () => {
  it('transfer when an original center is set (> 0)', () => {
    expect(lessonSection({ ...base, original_center_no: 12 })).toBe('transfer');
    expect(lessonSection({ ...base, original_center_no: 0 })).toBe('regular');
    expect(lessonSection({ ...base, original_center_no: null })).toBe('regular');
    expect(lessonSection({ ...base, original_center_no: -1 })).toBe('regular');
  });

  it('regular only for class type 1 without change, addition otherwise', () => {
    expect(lessonSection({ ...base, class_type: 1, change_flag: 0 })).toBe('regular');
    expect(lessonSection({ ...base, class_type: 1, change_flag: 1 })).toBe('addition');
    expect(lessonSection({ ...base, class_type: 2, change_flag: 0 })).toBe('addition');
  });

  it('fewer than 4 classes when class_count <= 3', () => {
    expect(hasFewerThanFourClasses({ class_count: 3 })).toBe(true);
    expect(hasFewerThanFourClasses({ class_count: 0 })).toBe(true);
    expect(hasFewerThanFourClasses({ class_count: 4 })).toBe(false);
    expect(hasFewerThanFourClasses({ class_count: null })).toBe(false);
    expect(sectionTypes({ ...base, class_count: 3 })).toEqual(['regular', 'fewerThan4Classes']);
    expect(sectionTypes({ ...base, original_center_no: 5, class_count: 8 })).toEqual(['transfer']);
  });
});

describe('assignability and transfers', () => {
  it('is assignable only without a teacher', () => {
    expect(isAssignable({ teacher_no: 0 })).toBe(true);
    expect(isAssignable({ teacher_no: null })).toBe(true);
    expect(isAssignable({ teacher_no: 15 })).toBe(false);
  });

  it('transfers only an unassigned lesson that was not transferred', () => {
    expect(canTransfer({ teacher_no: 0, original_center_no: 0 })).toBe(true);
    expect(canTransfer({ teacher_no: 3, original_center_no: 0 })).toBe(false);
    expect(canTransfer({ teacher_no: 0, original_center_no: 9 })).toBe(false);
  });

  it('removes a transfer only from an unassigned transferred lesson', () => {
    expect(canRemoveTransfer({ teacher_no: 0, original_center_no: 9 })).toBe(true);
    expect(canRemoveTransfer({ teacher_no: 3, original_center_no: 9 })).toBe(false);
    expect(canRemoveTransfer({ teacher_no: 0, original_center_no: 0 })).toBe(false);
  });
});

describe('the section the board lists a lesson under', () => {
  it('lists a first lesson under fewer than 4 classes, a transfer always under transfers', () => {
    expect(boardListSection(base)).toBe('regular');
    expect(boardListSection({ ...base, class_type: 2 })).toBe('addition');
    expect(boardListSection({ ...base, class_count: 3 })).toBe('fewerThan4Classes');
    expect(boardListSection({ ...base, class_type: 2, class_count: 1 })).toBe('fewerThan4Classes');
    expect(boardListSection({ ...base, original_center_no: 4, class_count: 1 })).toBe('transfer');
  });
});
