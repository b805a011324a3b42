import { Module } from '@nestjs/common';
import { UnwrittenReportsRepository } from './unwritten-reports.repository';
import { UnwrittenReportsRpc } from './unwritten-reports.rpc';

// What scheduling's C40701 asks of the reports: the reports not yet written per teacher, date and center.
@Module({ controllers: [UnwrittenReportsRpc], providers: [UnwrittenReportsRepository] })
export class UnwrittenReportsModule {}
