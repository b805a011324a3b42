import { Controller, Injectable, Module } from '@nestjs/common';
import { type PersonKind } from '@school/contracts';
import { keyOf, Rpc, RpcInput, validationError } from '@school/server-kit';
import { DataSource } from 'typeorm';

const COLUMN: Record<PersonKind, string> = { teacher: 'teacher_no', student: 'student_no' };
const isKind = (v: unknown): v is PersonKind => typeof v === 'string' && Object.hasOwn(COLUMN, v);

// Internal: masters asks before deleting a teacher or a student (C10101_doDelete / C20101_doDelete)
// whether a sign-in account is linked to them (M20901); such an account's link is undone first.
@Injectable()
export class UserLinksService {
  constructor(private readonly ds: DataSource) {}

  async count(input: Record<string, unknown>): Promise<{ accounts: number }> {
    if (!isKind(input.kind))
      throw validationError({ kind: [{ key: 'validation.oneOf', params: { values: 'teacher, student' } }] });
    const no = keyOf(input, 'no');
    const [row] = (await this.ds.query(
      `SELECT count(*)::int AS "accounts" FROM "auth"."user_account" WHERE "${COLUMN[input.kind]}" = $1`,
      [no],
    )) as { accounts: number }[];
    return row;
  }
}

@Controller()
export class UserLinksRpc {
  constructor(private readonly links: UserLinksService) {}

  @Rpc('M20901_countLinks')
  count(@RpcInput() input: Record<string, unknown>) {
    return this.links.count(input);
  }
}

@Module({ controllers: [UserLinksRpc], providers: [UserLinksService] })
export class UserLinksModule {}
