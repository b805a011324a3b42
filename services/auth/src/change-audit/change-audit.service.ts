import { Injectable } from '@nestjs/common';
import { type AuditEntryRow, type BrowseOutput, type Caller, type CsvExportAnswer } from '@school/contracts';
import { type CsvColumn, CsvExporter } from '@school/server-kit';
import { ChangeAuditRepository } from './change-audit.repository';

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

const CSV_COLUMNS: readonly CsvColumn<AuditEntryRow>[] = [
  { key: 'occurred_at', header: 'masters.m21201.field.occurred_at' },
  { key: 'actor_user_no', header: 'masters.m21201.field.actor_user_no' },
  { key: 'actor_name', header: 'masters.m21201.field.actor_name' },
  {
    key: 'record_type',
    header: 'masters.m21201.field.record_type',
    format: (v, _row, t) => t(`masters.m21201.record.${String(v)}`),
  },
  { key: 'record_key', header: 'masters.m21201.field.record_key' },
  { key: 'event_type', header: 'masters.m21201.field.event_type' },
  { key: 'service', header: 'masters.m21201.field.service' },
  { key: 'request_id', header: 'masters.m21201.field.request_id' },
  { key: 'event_id', header: 'masters.m21201.field.event_id' },
  { key: 'before', header: 'masters.m21201.field.before', format: json },
  { key: 'after', header: 'masters.m21201.field.after', format: json },
];

// M21201 audit trail (docs/audit.md): the list as searched, and its CSV.
@Injectable()
export class ChangeAuditService {
  readonly exportCsv: (input: unknown, caller: Caller) => Promise<CsvExportAnswer>;

  constructor(
    private readonly repo: ChangeAuditRepository,
    exporter: CsvExporter,
  ) {
    this.exportCsv = exporter.define<AuditEntryRow>({
      api: 'M21201_exportCSV',
      fileNameKey: 'route.M21201Browse',
      columns: CSV_COLUMNS,
      ...repo.csvSource(),
    });
  }

  browse(input: unknown): Promise<BrowseOutput<AuditEntryRow>> {
    return this.repo.browse(input);
  }
}
