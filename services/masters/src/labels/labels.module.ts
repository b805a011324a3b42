import { Module } from '@nestjs/common';
import { LabelsRpc } from './labels.rpc';
import { LabelsService } from './labels.service';

// Names of masters' records for other services' lists (internal).
@Module({ controllers: [LabelsRpc], providers: [LabelsService] })
export class LabelsModule {}
