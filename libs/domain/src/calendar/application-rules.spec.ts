import { lessonSection } from '../assignment/sections';
import {
  APPLICATION_CLASS_TYPE,
  applicationAlertDedupeKey,
  isStudentApplication,
  notificationTypeOfEntry,
  submitterKind,
  takeBackStatus,
} from './application-rules';

describe('application rules', () => {
  it('lets staff and student 110 submit, nobody else', () => {
    expect(submitterKind(560)).toBe('staff');
    expect(submitterKind(410)).toBe('staff');
    expect(submitterKind(110)).toBe('ownStudent');
    expect([120, 130, 300, null].map(submitterKind)).toEqual(['none', 'none', 'none', 'none']);
  });

  it('withdraws an application its applicant takes back and refuses a student one staff take back', () => {
    expect(takeBackStatus(110, 110)).toBe('withdrawn');
    expect(takeBackStatus(540, 540)).toBe('withdrawn');
    expect(takeBackStatus(540, 560)).toBe('withdrawn');
    expect(takeBackStatus(540, 110)).toBe('refused');
    expect(isStudentApplication(130)).toBe(true);
    expect(isStudentApplication(410)).toBe(false);
  });

  it('maps entry types to mail notification types', () => {
    expect([2, 3, 4].map((t) => notificationTypeOfEntry(t as 2 | 3 | 4))).toEqual([1, 2, 3]);
  });

  it('gives extra and seminar lessons class types the board shows as additions', () => {
    for (const classType of Object.values(APPLICATION_CLASS_TYPE))
      expect(lessonSection({ original_center_no: 0, class_type: classType, change_flag: 0 })).toBe('addition');
  });

  it('keys the alert by application', () => {
    expect(applicationAlertDedupeKey(12)).toBe('applicationWaiting:application:12');
  });
});
