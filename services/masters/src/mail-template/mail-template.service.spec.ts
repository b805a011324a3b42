import { MAIL_PLACEHOLDERS } from '@school/domain';
import { typeOf, withPlaceholders } from './mail-template.service';

describe('M20701 mail templates', () => {
  it('takes notification types 1 to 3 only', () => {
    expect([1, 2, 3].map((t) => typeOf({ notification_type: t }))).toEqual([1, 2, 3]);
    for (const notification_type of [0, 4, '1', null, undefined]) {
      expect(() => typeOf({ notification_type })).toThrow(
        expect.objectContaining({
          code: 'VALIDATION_ERROR',
          errors: { notification_type: [{ key: 'validation.oneOf', params: { values: '1, 2, 3' } }] },
        }),
      );
    }
  });

  it("answers a template with its type's placeholders, as a copy the caller may change", () => {
    const row = {
      notification_type: 2 as const,
      notification_name: 'seminar',
      mail_subject: 's',
      mail_body: 'b',
      send_flag: 1 as const,
      lock_version: 4,
      updated_at: '2026-04-01T00:00:00Z',
    };
    const record = withPlaceholders(row);
    expect(record).toEqual({ ...row, placeholders: [...MAIL_PLACEHOLDERS[2]] });
    expect(record.placeholders).toContain('seminar_name');
    record.placeholders.push('changed');
    expect(MAIL_PLACEHOLDERS[2]).not.toContain('changed');
  });
});
