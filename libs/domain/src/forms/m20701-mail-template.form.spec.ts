import { validateForm } from '../validation/validate';
import {
  checkMailTemplate,
  MAIL_TEMPLATE_FORM,
  mailPlaceholdersIn,
  renderMailTemplate,
  unknownMailPlaceholders,
} from './m20701-mail-template.form';

describe('mail templates', () => {
  it('fills placeholders and leaves the ones without a value visible', () => {
    expect(renderMailTemplate('{student_name}様（{center_name}）{x}', { student_name: '山田 太郎', center_name: '渋谷校' })).toBe(
      '山田 太郎様（渋谷校）{x}',
    );
    expect(renderMailTemplate('{n}件', { n: 3 })).toBe('3件');
  });

  it('lists each placeholder once and refuses the ones the notification type does not fill', () => {
    expect(mailPlaceholdersIn('{a} {b} {a}')).toEqual(['a', 'b']);
    expect(unknownMailPlaceholders('{seminar_name} {student_name}', 1)).toEqual(['seminar_name']);
    expect(unknownMailPlaceholders('{seminar_name} {student_name}', 2)).toEqual([]);
    expect(unknownMailPlaceholders('{original_time_label} {生徒名}', 3)).toEqual(['生徒名']);
  });

  it('reports unknown placeholders on their field', () => {
    const errors = checkMailTemplate({ mail_subject: '【申請】{studnet_name}', mail_body: '{admin_url}' }, 1);
    expect(errors).toEqual({
      mail_subject: [{ key: 'masters.m20701.unknownPlaceholder', params: { names: '{studnet_name}' } }],
    });
  });

  it('requires subject and body within their lengths', () => {
    const result = validateForm({ mail_subject: '', mail_body: 'x'.repeat(5001), send_flag: 1 }, MAIL_TEMPLATE_FORM);
    expect(result.errors.mail_subject.map((e) => e.key)).toEqual(['validation.required']);
    expect(result.errors.mail_body.map((e) => e.key)).toEqual(['validation.max']);
  });
});
