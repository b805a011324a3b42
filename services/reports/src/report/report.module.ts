import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { ReportBrowseService } from './report-browse.service';
import { ReportNotifier } from './report-notifier';
import { ReportRpc } from './report.rpc';
import { ReportService } from './report.service';

// Lesson reports (t3110): C50101 lists, C50102 entry and review, C50102PastReport, C50103.
@Module({ controllers: [ReportRpc], providers: [ReportService, ReportBrowseService, ReportNotifier, serviceRpcProvider] })
export class ReportModule {}
