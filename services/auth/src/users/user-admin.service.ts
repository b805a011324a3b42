import { Inject, Injectable } from '@nestjs/common';
import {
  type BrowseOutput,
  type Caller,
  type CsvExportAnswer,
  type FunctionChoice,
  type UserDropdowns,
  type UserRecord,
  type UserRow,
  type UserStatus,
} from '@school/contracts';
import {
  accountGrantRefusal,
  type ManagedAccount,
  mayGrantRole,
  mayManageAccount,
  ROLE_NUMBERS,
  validateUserForm,
} from '@school/domain';
import {
  businessRuleError,
  type CsvColumn,
  CsvExporter,
  formMessagesOf,
  keyOf,
  lockVersionOf,
  notFoundError,
  RpcClient,
  SessionStore,
  validationError,
  type FieldMessages,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { AUTH_SESSIONS } from '../session/tokens';
import { AuditLog } from '../audit/audit-log';
import { ROLE_MENUS } from '../menu/role-menus';
import { UsersRepository, type UserValues } from './users.repository';

// M20901 users. The session keeps the role, status, allowed function ids and centers, so a change
// of any of them ends the user's sessions: their next call answers 401 and they sign in afresh.
const CSV_COLUMNS: readonly CsvColumn<UserRow>[] = [
  { key: 'user_no', header: 'masters.m20901.field.user_no' },
  { key: 'user_id', header: 'masters.m20901.field.user_id' },
  { key: 'user_named', header: 'masters.m20901.field.user_named' },
  { key: 'email', header: 'masters.m20901.field.email' },
  {
    key: 'user_type_code',
    header: 'masters.m20901.field.user_type_code',
    format: (v, _row, t) => t(`masters.m20901.role.${String(v)}`),
  },
  { key: 'status', header: 'masters.m20901.field.status', format: (v, _row, t) => t(`masters.m20901.status.${String(v)}`) },
  { key: 'teacher_no', header: 'masters.m20901.field.teacher_no' },
  { key: 'student_no', header: 'masters.m20901.field.student_no' },
  { key: 'updated_at', header: 'masters.m20901.field.updated_at' },
];

// Every function id some role's menu has: what an authority restriction can name.
const FUNCTION_CHOICES: FunctionChoice[] = [
  ...new Map(Object.values(ROLE_MENUS).flatMap((menu) => menu.map(([id, name]) => [id, name] as const))).entries(),
]
  .map(([value, name]) => ({ value, label: `${value} ${name}` }))
  .sort((a, b) => a.value.localeCompare(b.value));
const FUNCTION_IDS = new Set(FUNCTION_CHOICES.map((f) => f.value));

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const no = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const sameSet = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x) => b.includes(x));

@Injectable()
export class UserAdminService {
  // the list as searched and ordered, streamed as CSV (a job with progress when large)
  readonly exportCsv: (input: unknown, caller: Caller) => Promise<CsvExportAnswer>;

  constructor(
    private readonly ds: DataSource,
    private readonly users: UsersRepository,
    private readonly audit: AuditLog,
    private readonly rpc: RpcClient,
    @Inject(AUTH_SESSIONS) private readonly sessions: SessionStore,
    exporter: CsvExporter,
  ) {
    this.exportCsv = exporter.define<UserRow>({
      api: 'M20901_exportCSV',
      fileNameKey: 'route.M20901Browse',
      columns: CSV_COLUMNS,
      count: (input, caller) => users.csvSource(caller).count(input, caller),
      rows: (input, caller) => users.csvSource(caller).rows(input, caller),
    });
  }

  // the accounts the caller may manage (libs/domain mayManageAccount, as SQL)
  browse(input: unknown, caller: Caller): Promise<BrowseOutput<UserRow>> {
    return this.users.browse(input, caller);
  }

  // the roles the caller may give (libs/domain mayGrantRole)
  dropdowns(caller: Caller): UserDropdowns {
    const roles = ROLE_NUMBERS.filter((r) => mayGrantRole(caller, r));
    return { roles, statuses: ['A', 'S', 'P'], functions: FUNCTION_CHOICES };
  }

  private async record(userNo: number, db?: EntityManager): Promise<UserRecord> {
    const row = await this.users.record(userNo, db);
    if (!row) throw notFoundError('user');
    return row;
  }

  // An account the caller may not manage is refused as if it did not exist, as the list leaves it out.
  private async managed(userNo: number, caller: Caller, db?: EntityManager): Promise<UserRecord> {
    const row = await this.record(userNo, db);
    if (!mayManageAccount(caller, row)) throw notFoundError('user');
    return row;
  }

  getEdit(input: Record<string, unknown>, caller: Caller): Promise<UserRecord> {
    return this.managed(keyOf(input, 'user_no'), caller);
  }

  // The page's rules again, then what only the server knows: known function ids, free user id and
  // email, and linked teacher and student numbers that exist in the masters service.
  private async check(input: Record<string, unknown>, userNo: number | null, caller: Caller): Promise<UserValues> {
    const result = validateUserForm(input);
    const errors: FieldMessages = formMessagesOf(result.errors);
    if (Object.keys(errors).length) throw validationError(errors);
    const values: UserValues = {
      user_id: String(input.user_id).trim(),
      user_named: String(input.user_named).trim(),
      email: text(input.email)?.toLowerCase() ?? null,
      user_type_code: Number(input.user_type_code),
      status: input.status as UserStatus,
      teacher_no: no(input.teacher_no),
      student_no: no(input.student_no),
      authority_function_ids: [...new Set((input.authority_function_ids as string[] | null | undefined) ?? [])],
      center_nos: [...new Set((input.center_nos as number[] | null | undefined) ?? [])].sort((a, b) => a - b),
    };
    if (values.authority_function_ids.some((id) => !FUNCTION_IDS.has(id)))
      errors.authority_function_ids = ['masters.m20901.functionIds'];
    const taken = await this.users.taken(values.user_id, values.email, userNo);
    if (taken.user_id) errors.user_id = ['masters.m20901.userIdInUse'];
    if (taken.email) errors.email = ['masters.m20901.emailInUse'];
    if (values.teacher_no !== null || values.student_no !== null) {
      const links = await this.rpc.call(
        'M20901_checkLinks',
        { teacher_no: values.teacher_no, student_no: values.student_no },
        caller,
      );
      if (!links.teacher) errors.teacher_no = ['masters.m20901.teacherUnknown'];
      if (!links.student) errors.student_no = ['masters.m20901.studentUnknown'];
    }
    if (Object.keys(errors).length) throw validationError(errors);
    return values;
  }

  // Only an account the caller can still manage is saved (libs/domain accountGrantRefusal).
  private grantable(caller: Caller, v: UserValues, before: ManagedAccount | null): void {
    const refusal = accountGrantRefusal(caller, v, before);
    if (Object.keys(refusal).length)
      throw validationError(
        Object.fromEntries(Object.entries(refusal).map(([field, key]) => [field, [`masters.m20901.${key}`]])),
      );
  }

  // Two saves racing for one user id or email: the unique index decides, with the same message.
  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      const constraint =
        (e as { code?: string; constraint?: string }).code === '23505' ? (e as { constraint?: string }).constraint : null;
      if (constraint === 'user_account_user_id') throw validationError({ user_id: ['masters.m20901.userIdInUse'] });
      if (constraint === 'user_account_email') throw validationError({ email: ['masters.m20901.emailInUse'] });
      throw e;
    }
  }

  // A new account has no password: the initial one is issued with M20901_resetInitPassword.
  async add(input: Record<string, unknown>, caller: Caller): Promise<UserRecord> {
    const v = await this.check(input, null, caller);
    this.grantable(caller, v, null);
    return this.unique(() =>
      this.ds.transaction(async (tx) => {
        const userNo = await this.users.insert(v, tx);
        await this.audit.write(
          'user_added',
          { userNo, actorUserNo: caller.userNo, ip: caller.ip, detail: { user_type_code: v.user_type_code } },
          tx,
        );
        return this.record(userNo, tx);
      }),
    );
  }

  async edit(input: Record<string, unknown>, caller: Caller): Promise<UserRecord> {
    const userNo = keyOf(input, 'user_no');
    const lockVersion = lockVersionOf(input);
    const v = await this.check(input, userNo, caller);
    const { saved, endSessions } = await this.unique(() =>
      this.ds.transaction(async (tx) => {
        const before = await this.users.accessForUpdate(userNo, tx);
        if (!before || !mayManageAccount(caller, before)) throw notFoundError('user');
        this.grantable(caller, v, before);
        const roleChanged = before.user_type_code !== v.user_type_code;
        // Nobody locks themselves out: one's own role and status are changed by someone else.
        if (userNo === caller.userNo && (roleChanged || before.status !== v.status))
          throw businessRuleError('masters.m20901.selfChange');
        await this.users.updateWithLock(userNo, lockVersion, v, tx);
        if (roleChanged)
          await this.audit.write(
            'role_changed',
            { userNo, actorUserNo: caller.userNo, ip: caller.ip, detail: { from: before.user_type_code, to: v.user_type_code } },
            tx,
          );
        if (before.status !== v.status)
          await this.audit.write(
            'status_changed',
            { userNo, actorUserNo: caller.userNo, ip: caller.ip, detail: { from: before.status, to: v.status } },
            tx,
          );
        const accessChanged =
          roleChanged ||
          before.status !== v.status ||
          !sameSet(before.authority_function_ids, v.authority_function_ids) ||
          !sameSet(before.center_nos, v.center_nos);
        return { saved: await this.record(userNo, tx), endSessions: accessChanged };
      }),
    );
    // After the commit: a session made in between would otherwise keep the old role.
    if (endSessions) await this.sessions.destroyUser(userNo);
    return saved;
  }

  async delete(input: Record<string, unknown>, caller: Caller): Promise<null> {
    const userNo = keyOf(input, 'user_no');
    const lockVersion = lockVersionOf(input);
    if (userNo === caller.userNo) throw businessRuleError('masters.m20901.selfDelete');
    await this.ds.transaction(async (tx) => {
      await this.managed(userNo, caller, tx);
      await this.users.deleteWithLock(userNo, lockVersion, tx);
      await this.audit.write('user_deleted', { userNo, actorUserNo: caller.userNo, ip: caller.ip }, tx);
    });
    await this.sessions.destroyUser(userNo);
    return null;
  }
}
