import { Module } from '@nestjs/common';
import { ProjectionConsumer } from './projection.consumer';

@Module({ providers: [ProjectionConsumer] })
export class ProjectionModule {}
