import { Module } from '@nestjs/common';
import { LabelsRpc } from './labels.rpc';
import { LabelsRepository } from './labels.repository';
import { LabelsService } from './labels.service';

// Names of masters' records for other services' lists (internal).
@Module({ controllers: [LabelsRpc], providers: [LabelsRepository, LabelsService] })
export class LabelsModule {}
