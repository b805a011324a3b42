import { Injectable } from '@nestjs/common';
import { REPORT_NAME_GROUPS } from '@school/domain';
import { type Caller, type LabelsOutput, type ReportDropdownList } from '@school/contracts';
import { RpcClient } from '@school/server-kit';

export const NAME_GROUP_NOS = Object.values(REPORT_NAME_GROUPS);

type Numbered = { teacher_no?: number; student_no?: number; subject_no?: number; center_no?: number };

// What reports reads from the other services on a request: the names of people, subjects and centers
// and the rows' choices (masters), and the caller's own name for a comment (auth).
@Injectable()
export class ReportLabelService {
  constructor(private readonly rpc: RpcClient) {}

  // The names of the rows' people, subjects and centers, as masters has them now (one call).
  labels(rows: readonly Numbered[], caller: Caller): Promise<LabelsOutput> {
    const nos = (field: keyof Numbered) => [...new Set(rows.map((r) => r[field] ?? 0).filter((n) => n > 0))];
    return this.rpc.call(
      'MastersLookup.getLabels',
      {
        teacher_nos: nos('teacher_no'),
        student_nos: nos('student_no'),
        subject_nos: nos('subject_no'),
        center_nos: nos('center_no'),
      },
      caller,
    );
  }

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
