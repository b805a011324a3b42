import { Injectable } from '@nestjs/common';
import { AUDIT_RECORD_TYPES, type AuditEntryRow, type AuditRecordRef, type BrowseOutput } from '@school/contracts';
import { isDateString, SCHOOL_TIME_ZONE } from '@school/domain';
import { browseCsvSource, type BrowseSpec, type CsvExportSpec, runBrowse, validationError } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';

export type AuditEntry = AuditRecordRef & {
  event_id: string;
  occurred_at: string;
  service: string;
  event_type: string;
  actor_user_no: number | null;
  request_id: string | null;
  after: unknown;
};

const RECORD_TYPES: readonly string[] = AUDIT_RECORD_TYPES;

// The school's date of the change; a bad date is refused rather than ignored (the list would look
// searched when it was not).
const onDay = (field: string, op: '>=' | '<=') => (v: unknown, param: (v: unknown) => string) => {
  if (!isDateString(v)) throw validationError({ [field]: ['validation.regex'] });
  return `(a."occurred_at" AT TIME ZONE '${SCHOOL_TIME_ZONE}')::date ${op} ${param(v)}::date`;
};

const BROWSE: BrowseSpec = {
  from: `"auth"."change_audit" a LEFT JOIN "auth"."user_account" u ON u."user_no" = a."actor_user_no"`,
  columns: {
    event_id: 'a."event_id"',
    occurred_at: 'a."occurred_at"',
    service: 'a."service"',
    event_type: 'a."event_type"',
    record_type: 'a."record_type"',
    record_key: 'a."record_key"',
    actor_user_no: 'a."actor_user_no"',
    actor_name: 'u."user_named"',
    request_id: 'a."request_id"',
    before: 'a."before"',
    after: 'a."after"',
  },
  searchColumns: ['a."event_type"', 'a."record_key"', 'u."user_named"'],
  filters: {
    record_type: (v, param) => (RECORD_TYPES.includes(String(v)) ? `a."record_type" = ${param(v)}` : null),
    record_key: (v, param) => `a."record_key" = ${param(String(v))}`,
    actor_user_no: (v, param) => {
      if (!Number.isInteger(Number(v))) throw validationError({ actor_user_no: ['validation.integer'] });
      return `a."actor_user_no" = ${param(Number(v))}`;
    },
    request_id: (v, param) => `a."request_id" = ${param(String(v))}`,
    date_from: onDay('date_from', '>='),
    date_to: onDay('date_to', '<='),
  },
  defaultOrder: [{ column: 'occurred_at', direction: 'desc' }],
  key: 'a."seq"',
};

// Every query on auth.change_audit (M21201, docs/audit.md).
@Injectable()
export class ChangeAuditRepository {
  constructor(private readonly ds: DataSource) {}

  // One row per event and record, its "before" the record's latest earlier state told by an event of
  // the same kind. Returns false when the row was there already.
  async record(tx: EntityManager, e: AuditEntry): Promise<boolean> {
    const inserted = (await tx.query(
      `INSERT INTO "auth"."change_audit" ("event_id", "record_type", "record_key", "occurred_at", "service", "event_type",
         "actor_user_no", "request_id", "before", "after")
       SELECT $1, $2, $3, $4, $5, $6, $7, $8,
         (SELECT p."after" FROM "auth"."change_audit" p
           WHERE p."record_type" = $2 AND p."record_key" = $3 AND p."event_type" = $6 AND p."occurred_at" <= $4
           ORDER BY p."occurred_at" DESC, p."seq" DESC LIMIT 1),
         $9::jsonb
       ON CONFLICT DO NOTHING RETURNING 1`,
      [
        e.event_id,
        e.record_type,
        e.record_key,
        e.occurred_at,
        e.service,
        e.event_type,
        e.actor_user_no,
        e.request_id,
        JSON.stringify(e.after),
      ],
    )) as unknown[];
    return inserted.length > 0;
  }

  browse(input: unknown): Promise<BrowseOutput<AuditEntryRow>> {
    return runBrowse<AuditEntryRow>(this.ds, BROWSE, input);
  }

  csvSource(): Pick<CsvExportSpec<AuditEntryRow>, 'count' | 'rows'> {
    return browseCsvSource<AuditEntryRow>(this.ds, BROWSE);
  }
}
