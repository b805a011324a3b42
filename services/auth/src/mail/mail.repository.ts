import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';

export type MailRecipient = { user_no: number; email: string; user_named: string; locale_code: string };

// The mail feature's reads of auth.user_account: who gets a mail and in which language.
@Injectable()
export class MailRepository {
  // Active accounts with an address: the teacher's accounts, the one user, or both conditions.
  async recipients(audience: { teacherNo: number | null; userNo: number | null }, tx: EntityManager): Promise<MailRecipient[]> {
    return (await tx.query(
      `SELECT "user_no", "email", "user_named", "locale_code" FROM "auth"."user_account"
        WHERE "email" IS NOT NULL AND "status" = 'A' AND ($1::int IS NULL OR "teacher_no" = $1) AND ($2::int IS NULL OR "user_no" = $2)`,
      [audience.teacherNo, audience.userNo],
    )) as MailRecipient[];
  }
}
