import { Controller } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { ReportBrowseService } from './report-browse.service';
import { ReportReviewService } from './report-review.service';
import { ReportViewService } from './report-view.service';
import { ReportWriteService } from './report-write.service';

type Input = Record<string, unknown>;

// C50101, C50101TeacherBrowse, C50102 (entry and review), C50102PastReport and C50103.
@Controller()
export class ReportRpc {
  constructor(
    private readonly view: ReportViewService,
    private readonly write: ReportWriteService,
    private readonly review: ReportReviewService,
    private readonly lists: ReportBrowseService,
  ) {}

  @Rpc('C50102_getDropdownList')
  dropdownList(@RpcCaller() caller: Caller) {
    return this.view.dropdownList(caller);
  }

  @Rpc('C50102_getEdit')
  getEdit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.view.getEdit(input, caller);
  }

  @Rpc('C50102_getPreviousReportNoList')
  previous(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.view.previous(input, caller);
  }

  @Rpc('C50102_getComment')
  comments(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.review.comments(input, caller);
  }

  @Rpc('C50102_getAmendComment')
  amendComments(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.review.amendComments(input, caller);
  }

  @Rpc('C50102_getNextScheduleList')
  next(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.view.next(input, caller);
  }

  @Rpc('C50102_getPastReport')
  pastReport(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.view.pastReport(input, caller);
  }

  @Rpc('C50102_doEdit')
  doEdit(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.write.doEdit(input, caller);
  }

  @Rpc('C50102_doEditRow')
  doEditRow(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.write.doEditRow(input, caller);
  }

  @Rpc('C50102_doEditHandover')
  doEditHandover(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.write.doEditHandover(input, caller);
  }

  @Rpc('C50102_doComment')
  doComment(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.review.doComment(input, caller);
  }

  @Rpc('C50102_doReview')
  doReview(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.review.doReview(input, caller);
  }

  @Rpc('C50103_getData')
  data(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.view.data(input, caller);
  }

  @Rpc('C50101_getDropdownData')
  browseDropdowns(@RpcCaller() caller: Caller) {
    return this.lists.dropdowns(caller);
  }

  @Rpc('C50101_doBrowse')
  staffBrowse(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.lists.staffBrowse(input, caller);
  }

  @Rpc('C50101TeacherBrowse_doBrowse')
  teacherBrowse(@RpcInput() input: Input, @RpcCaller() caller: Caller) {
    return this.lists.teacherBrowse(input, caller);
  }
}
