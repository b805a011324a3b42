import { Injectable } from '@nestjs/common';
import {
  type ApplicationMailOutput,
  type BrowseOutput,
  type Caller,
  type MailSettingRow,
  type MailTemplateRecord,
  type MailTemplateRow,
} from '@school/contracts';
import {
  checkMailTemplate,
  ROLE,
  STAFF_MIN_ROLE,
  isMailNotificationType,
  MAIL_PLACEHOLDERS,
  MAIL_TEMPLATE_FORM,
  type MailNotificationType,
} from '@school/domain';
import {
  checkForm,
  fieldMessagesOf,
  forbiddenError,
  keyOf,
  lockVersionOf,
  notFoundError,
  validationError,
  writeEvent,
  type FieldMessages,
} from '@school/server-kit';
import { DataSource } from 'typeorm';
import { MailTemplateRepository, type StoredMailTemplate } from './mail-template.repository';

type Input = Record<string, unknown>;
type Stored = StoredMailTemplate;

// M20701 notification mail: one template per notification type, edited only.
export const typeOf = (input: Input): MailNotificationType => {
  const v = input.notification_type;
  if (isMailNotificationType(v)) return v;
  throw validationError({ notification_type: [{ key: 'validation.oneOf', params: { values: '1, 2, 3' } }] });
};

export const withPlaceholders = (row: Stored): MailTemplateRecord => ({
  ...row,
  placeholders: [...MAIL_PLACEHOLDERS[row.notification_type]],
});

@Injectable()
export class MailTemplateService {
  constructor(
    private readonly ds: DataSource,
    private readonly templates: MailTemplateRepository,
  ) {}

  browse(input: unknown): Promise<BrowseOutput<MailTemplateRow>> {
    return this.templates.browse(input);
  }

  // C30101_doBrowse: staff and student 110 (who both reach C30101); teachers and students 120/130 never.
  async mailSettings(caller: Caller): Promise<MailSettingRow[]> {
    const role = caller.role ?? 0;
    if (!(role === ROLE.STUDENT_110 || (role >= STAFF_MIN_ROLE && caller.teacherNo === null))) throw forbiddenError();
    return this.templates.settings();
  }

  async getEdit(input: Input): Promise<MailTemplateRecord> {
    const type = typeOf(input);
    const row = await this.templates.find(type);
    if (!row) throw notFoundError('mail_template');
    return withPlaceholders(row);
  }

  async edit(input: Input): Promise<MailTemplateRecord> {
    const type = typeOf(input);
    const lockVersion = lockVersionOf(input);
    const values = checkForm(input, MAIL_TEMPLATE_FORM);
    const unknown = checkMailTemplate(values, type);
    if (Object.keys(unknown).length) {
      const errors: FieldMessages = {};
      for (const [field, list] of Object.entries(unknown)) errors[field] = fieldMessagesOf(list);
      throw validationError(errors);
    }
    return this.ds.transaction(async (tx) => {
      const row = await this.templates.updateWithLock(tx, type, lockVersion, {
        mail_subject: values.mail_subject,
        mail_body: values.mail_body,
        send_flag: Number(values.send_flag),
      });
      await writeEvent(tx, 'MailTemplateChanged', { notification_type: type, lock_version: row.lock_version });
      return withPlaceholders(row);
    });
  }

  // MastersLookup.getApplicationMail (internal): auth's mail about a student's application.
  async applicationMail(input: Input): Promise<ApplicationMailOutput> {
    const type = typeOf(input);
    const found = await this.templates.applicationMail(
      type,
      keyOf(input, 'center_no'),
      keyOf(input, 'student_no'),
      keyOf(input, 'subject_no'),
    );
    if (!found) throw notFoundError('mail_template');
    return found;
  }
}
