import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { LabelModule } from '../label/label.module';
import { ReportBrowseService } from './report-browse.service';
import { ReportLabelService } from './report-label.service';
import { ReportNotifier } from './report-notifier';
import { ReportReviewService } from './report-review.service';
import { ReportTransitionService } from './report-transition.service';
import { ReportViewService } from './report-view.service';
import { ReportWriteService } from './report-write.service';
import { ReportRepository } from './report.repository';
import { ReportRpc } from './report.rpc';

// Lesson reports (t3110): C50101 lists, C50102 entry and review, C50102PastReport, C50103.
@Module({
  imports: [LabelModule],
  controllers: [ReportRpc],
  providers: [
    ReportRepository,
    ReportLabelService,
    ReportNotifier,
    ReportTransitionService,
    ReportViewService,
    ReportWriteService,
    ReportReviewService,
    ReportBrowseService,
    serviceRpcProvider,
  ],
})
export class ReportModule {}
