import { Module } from '@nestjs/common';
import { EntryCellGuard } from './entry-cell.guard';
import { EntryCellRepository } from './entry-cell.repository';

@Module({ providers: [EntryCellRepository, EntryCellGuard], exports: [EntryCellRepository, EntryCellGuard] })
export class EntryCellModule {}
