import { Injectable } from '@nestjs/common';
import { REPORT_NAME_GROUPS } from '@school/domain';
import { type Caller, type LabelsOutput, type ReportDropdownList } from '@school/contracts';
import { RpcClient } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { LabelRepository, type LabelKind } from '../label/label.repository';

export const NAME_GROUP_NOS = Object.values(REPORT_NAME_GROUPS);

type Numbered = { teacher_no?: number; student_no?: number; subject_no?: number; center_no?: number };

// What reports shows from the other services: the names of people, subjects and centers from its
// projection of masters' events (label/), the rest by RPC.
@Injectable()
export class ReportLabelService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly ds: DataSource,
    private readonly labelRows: LabelRepository,
  ) {}

  // The names of the rows' people, subjects and centers, as masters' events left them (one query).
  async labels(rows: readonly Numbered[]): Promise<LabelsOutput> {
    const nos = (field: keyof Numbered) => [...new Set(rows.map((r) => r[field] ?? 0).filter((n) => n > 0))];
    const found = await this.labelRows.names(
      { teacher: nos('teacher_no'), student: nos('student_no'), subject: nos('subject_no'), center: nos('center_no') },
      this.ds.manager,
    );
    const of = (kind: LabelKind) => found.filter((r) => r.kind === kind).map(({ value, label }) => ({ value, label }));
    return { teachers: of('teacher'), students: of('student'), subjects: of('subject'), centers: of('center') };
  }

  // By RPC: name groups (masters' NamesChanged carries only codes), a commenter's name (auth has no events; writes only).
  // The choices of the rows that take a name (groups 101–105), in their sort order.
  async dropdownList(caller: Caller): Promise<ReportDropdownList> {
    const groups = await this.nameGroups(caller);
    return Object.fromEntries(
      NAME_GROUP_NOS.map((no) => [no, (groups.get(no) ?? []).map((n) => ({ value: n.code, label: n.name }))]),
    ) as ReportDropdownList;
  }

  async nameCodes(caller: Caller): Promise<Map<number, string[]>> {
    const groups = await this.nameGroups(caller);
    return new Map([...groups].map(([no, list]) => [no, list.map((n) => n.code)]));
  }

  // The caller's name as a comment keeps it ('' when auth has none).
  async commenterName(caller: Caller): Promise<string> {
    const me = await this.rpc.call('getCurrentUser', {}, caller);
    return me?.user_named ?? '';
  }

  private async nameGroups(caller: Caller): Promise<Map<number, { code: string; name: string }[]>> {
    const groups = await Promise.all(NAME_GROUP_NOS.map((no) => this.rpc.call('M20601_getBatchEdit', { names_no: no }, caller)));
    return new Map(
      groups.map((g) => [
        g.names_no,
        [...g.rows].sort((a, b) => a.sort_order - b.sort_order).map((r) => ({ code: r.names_code, name: r.names_name })),
      ]),
    );
  }
}
