import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type MailTemplateRecord, type MailTemplateRow } from '@school/contracts';
import {
  checkMailTemplate,
  isMailNotificationType,
  MAIL_PLACEHOLDERS,
  MAIL_TEMPLATE_FORM,
  type MailNotificationType,
} from '@school/domain';
import {
  type BrowseSpec,
  checkForm,
  fieldMessagesOf,
  lockVersionOf,
  notFoundError,
  runBrowse,
  updateWithLock,
  validationError,
  writeEvent,
  type FieldMessages,
} from '@school/server-kit';
import { DataSource } from 'typeorm';

type Input = Record<string, unknown>;
type Stored = Omit<MailTemplateRecord, 'placeholders'>;

// M20701 notification mail: one template per notification type, edited only.
const BROWSE: BrowseSpec = {
  from: `"masters"."mail_template" t`,
  columns: {
    notification_type: 't."notification_type"',
    notification_name: 't."notification_name"',
    mail_subject: 't."mail_subject"',
    send_flag: 't."send_flag"',
    updated_at: 't."updated_at"',
  },
  searchColumns: ['t."notification_name"', 't."mail_subject"', 't."mail_body"'],
  defaultOrder: [{ column: 'notification_type', direction: 'asc' }],
  key: 't."notification_type"',
};

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
  constructor(private readonly ds: DataSource) {}

  browse(input: unknown): Promise<BrowseOutput<MailTemplateRow>> {
    return runBrowse<MailTemplateRow>(this.ds, BROWSE, input);
  }

  async getEdit(input: Input): Promise<MailTemplateRecord> {
    const type = typeOf(input);
    const [row] = (await this.ds.query(`SELECT * FROM "masters"."mail_template" WHERE "notification_type" = $1`, [
      type,
    ])) as Stored[];
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
      const row = await updateWithLock<Stored>(tx, {
        schema: 'masters',
        table: 'mail_template',
        key: { notification_type: type },
        lockVersion,
        values: { mail_subject: values.mail_subject, mail_body: values.mail_body, send_flag: Number(values.send_flag) },
      });
      await writeEvent(tx, 'MailTemplateChanged', { notification_type: type, lock_version: row.lock_version });
      return withPlaceholders(row);
    });
  }
}
