import { Injectable } from '@nestjs/common';
import {
  type ApplicationMailOutput,
  type BrowseOutput,
  type MailSettingRow,
  type MailTemplateRecord,
  type MailTemplateRow,
} from '@school/contracts';
import { type BrowseSpec, runBrowse, updateWithLock } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;
export type StoredMailTemplate = Omit<MailTemplateRecord, 'placeholders'>;

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

// masters.mail_template: one template per notification type (M20701).
@Injectable()
export class MailTemplateRepository {
  constructor(private readonly ds: DataSource) {}

  browse(input: unknown): Promise<BrowseOutput<MailTemplateRow>> {
    return runBrowse<MailTemplateRow>(this.ds, BROWSE, input);
  }

  async find(type: number): Promise<StoredMailTemplate | undefined> {
    const [row] = (await this.ds.query(`SELECT * FROM "masters"."mail_template" WHERE "notification_type" = $1`, [
      type,
    ])) as StoredMailTemplate[];
    return row;
  }

  // C30101_doBrowse: each notification type's subject and whether it is sent.
  settings(): Promise<MailSettingRow[]> {
    return this.ds.query(
      `SELECT "notification_type"::int AS "notification_type", "notification_name", "mail_subject", "send_flag"::int AS "send_flag"
         FROM "masters"."mail_template" ORDER BY "notification_type"`,
    ) as Promise<MailSettingRow[]>;
  }

  updateWithLock(
    tx: Db,
    type: number,
    lockVersion: number,
    values: { mail_subject: unknown; mail_body: unknown; send_flag: number },
  ): Promise<StoredMailTemplate> {
    return updateWithLock<StoredMailTemplate>(tx, {
      schema: 'masters',
      table: 'mail_template',
      key: { notification_type: type },
      lockVersion,
      values,
    });
  }

  // The template with the center's address and the names its placeholders show (a number whose row is
  // gone shows as the number).
  async applicationMail(
    type: number,
    centerNo: number,
    studentNo: number,
    subjectNo: number,
  ): Promise<ApplicationMailOutput | undefined> {
    const [row] = (await this.ds.query(
      `SELECT t."send_flag", t."mail_subject", t."mail_body",
              (SELECT nullif(c."email", '') FROM "masters"."center" c WHERE c."center_no" = $2) AS "center_email",
              coalesce((SELECT c."center_name" FROM "masters"."center" c WHERE c."center_no" = $2), $2::text) AS "center_name",
              coalesce((SELECT s."student_name" FROM "masters"."student" s WHERE s."student_no" = $3), $3::text) AS "student_name",
              coalesce((SELECT j."subject_name" FROM "masters"."subject" j WHERE j."subject_no" = $4), $4::text) AS "subject_name"
         FROM "masters"."mail_template" t WHERE t."notification_type" = $1`,
      [type, centerNo, studentNo, subjectNo],
    )) as ApplicationMailOutput[];
    return row;
  }
}
