import { type LessonAppliedEvent } from '@school/contracts';
import { MAIL_PLACEHOLDERS, renderMailTemplate, type MailNotificationType } from '@school/domain';
import { applicationMailValues } from './application-mail-content';

const applied: LessonAppliedEvent = {
  entry_schedule_no: 5,
  entry_type: 4,
  student_no: 12,
  center_no: 9,
  schedule_date: '2031-05-02',
  time_limit_no: 41,
  subject_no: 3,
  schedule_no: 77,
  applied_by_user_no: 1,
  applied_role: 110,
  time_label: '19:50–20:30',
  seminar_name: null,
  original_schedule_date: '2031-04-30',
  original_time_label: '18:10–18:50',
  request_note: null,
};
const names = { center_name: '本校', student_name: '鈴木', subject_name: '数学' };

describe('applicationMailValues', () => {
  it('fills every placeholder of every notification type, so none is left in the mail', () => {
    for (const type of [1, 2, 3] as MailNotificationType[]) {
      const template = MAIL_PLACEHOLDERS[type].map((p) => `{${p}}`).join(' ');
      const text = renderMailTemplate(template, applicationMailValues(type, applied, names, 'https://school.example/'));
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it('shows the change’s former date and slot, the back office link, and an empty note as nothing', () => {
    const values = applicationMailValues(3, applied, names, 'https://school.example/');
    expect(values).toMatchObject({
      original_schedule_date: '2031-04-30',
      original_time_label: '18:10–18:50',
      request_note: '',
      admin_url: 'https://school.example/PendingSchedule',
    });
    expect(Object.keys(applicationMailValues(1, applied, names, 'https://school.example/'))).not.toContain(
      'original_schedule_date',
    );
  });
});

describe('applicationMailValues for a rebooking request', () => {
  it('links the back office’s C40411 and leaves no placeholder when no date is wanted', () => {
    const request = {
      student_no: 12,
      schedule_date: '',
      time_label: '',
      request_note: '来週のどこかで',
      original_schedule_date: '2031-04-30',
      original_time_label: '18:10–18:50',
    };
    const values = applicationMailValues(3, request, names, 'https://school.example/', '/C40411');
    expect(values).toMatchObject({
      admin_url: 'https://school.example/C40411',
      request_note: '来週のどこかで',
      schedule_date: '',
    });
    const template = MAIL_PLACEHOLDERS[3].map((p) => `{${p}}`).join(' ');
    expect(renderMailTemplate(template, values)).not.toMatch(/[{}]/);
  });
});
