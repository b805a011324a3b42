import { Injectable } from '@nestjs/common';
import {
  type Caller,
  type ReportDetailRow,
  type ReportDoEditHandoverOutput,
  type ReportDoEditRowOutput,
  type ReportEditOutput,
} from '@school/contracts';
import {
  REPORT_HANDOVER_MAX,
  REPORT_ITEMS,
  REPORT_ROW_ERROR,
  reportRowErrors,
  validationError as domainError,
} from '@school/domain';
import { fieldMessagesOf, keyOf, validationError, type FieldMessages } from '@school/server-kit';
import { lockOf, rowOf, sameRow, textOrNull } from './report-input';
import { ReportLabelService } from './report-label.service';
import { ReportTransitionService } from './report-transition.service';
import { ReportViewService } from './report-view.service';
import { ReportRepository } from './report.repository';

type Input = Record<string, unknown>;

// C50102 entry: the teacher's writes of the report's rows and handover — save, submit, absent (the
// whole report), one row, the handover alone. In an amend only the rows the latest round commented
// on may change.
@Injectable()
export class ReportWriteService {
  constructor(
    private readonly repo: ReportRepository,
    private readonly transition: ReportTransitionService,
    private readonly view: ReportViewService,
    private readonly names: ReportLabelService,
  ) {}

  async doEdit(input: Input, caller: Caller): Promise<ReportEditOutput> {
    const scheduleNo = keyOf(input, 'schedule_no');
    const lockVersion = lockOf(input);
    const action = input.action;
    if (action !== 'save' && action !== 'submit' && action !== 'absent') throw validationError({ action: ['error.validation'] });
    const handover = textOrNull(input, 'handover', REPORT_HANDOVER_MAX, 'reports.error.handoverMax');
    if (!Array.isArray(input.details) || input.details.length > REPORT_ITEMS.length)
      throw validationError({ details: ['error.validation'] });
    const rows = input.details.map((d, i) => rowOf(d, `details.${i}`));
    if (new Set(rows.map((r) => r.detail_no)).size !== rows.length) throw validationError({ details: ['error.validation'] });
    const names = await this.names.nameCodes(caller);

    await this.transition.run(scheduleNo, caller, action, lockVersion, async (w) => {
      const stored = new Map((await this.repo.details(scheduleNo, w.tx)).map((d) => [d.detail_no, d]));
      const amendable = w.report.report_status === 2 ? await this.transition.amendable(w) : null;
      const errors: FieldMessages = {};
      for (const row of rows) {
        const list = reportRowErrors(row, names, action);
        if (amendable && !amendable.includes(row.detail_no) && !sameRow(row, stored.get(row.detail_no)))
          list.push(domainError(REPORT_ROW_ERROR.notAmendable));
        if (list.length) errors[`details.${row.detail_no}`] = fieldMessagesOf(list);
      }
      // a submitted report is checked whole: what is stored with what this save changes
      const sent = new Set(rows.map((r) => r.detail_no));
      for (const d of stored.values())
        if (!sent.has(d.detail_no)) {
          const list = reportRowErrors(d, names, action).filter((e) => e.key === REPORT_ROW_ERROR.required);
          if (list.length) errors[`details.${d.detail_no}`] = fieldMessagesOf(list);
        }
      if (Object.keys(errors).length) throw validationError(errors);
      for (const row of rows) await this.repo.updateDetail(scheduleNo, row, w.tx);
      await this.transition.finish(w, action, { handover });
    });
    return this.view.getEdit({ schedule_no: scheduleNo }, caller);
  }

  async doEditRow(input: Input, caller: Caller): Promise<ReportDoEditRowOutput> {
    const scheduleNo = keyOf(input, 'schedule_no');
    const lockVersion = lockOf(input);
    const row = rowOf(input.detail, 'detail');
    const names = await this.names.nameCodes(caller);
    const result = await this.transition.run(scheduleNo, caller, 'editRow', lockVersion, async (w) => {
      const list = reportRowErrors(row, names, 'editRow');
      if (w.report.report_status === 2 && !(await this.transition.amendable(w)).includes(row.detail_no))
        list.push(domainError(REPORT_ROW_ERROR.notAmendable));
      if (list.length) throw validationError({ [`details.${row.detail_no}`]: fieldMessagesOf(list) });
      await this.repo.updateDetail(scheduleNo, row, w.tx);
      return this.transition.finish(w, 'editRow', {});
    });
    const view = await this.view.getEdit({ schedule_no: scheduleNo }, caller);
    const detail = view.currentFormData.details.find((d) => d.detail_no === row.detail_no) as ReportDetailRow;
    return { t3110_lock_version: result.lock_version, report_status: result.report_status, detail };
  }

  async doEditHandover(input: Input, caller: Caller): Promise<ReportDoEditHandoverOutput> {
    const scheduleNo = keyOf(input, 'schedule_no');
    const lockVersion = lockOf(input);
    const handover = textOrNull(input, 'handover', REPORT_HANDOVER_MAX, 'reports.error.handoverMax');
    const result = await this.transition.run(scheduleNo, caller, 'editHandover', lockVersion, (w) =>
      this.transition.finish(w, 'editHandover', { handover }),
    );
    return { t3110_lock_version: result.lock_version, report_status: result.report_status, handover: result.handover };
  }
}
