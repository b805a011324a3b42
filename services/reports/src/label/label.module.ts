import { Module } from '@nestjs/common';
import { LabelProjectionConsumer } from './label-projection.consumer';
import { LabelRepository } from './label.repository';

// The names of masters' records reports shows beside its rows, as masters' events leave them.
@Module({ providers: [LabelProjectionConsumer, LabelRepository], exports: [LabelRepository] })
export class LabelModule {}
