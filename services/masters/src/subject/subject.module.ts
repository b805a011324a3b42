import { Module } from '@nestjs/common';
import { SubjectRpc } from './subject.rpc';
import { SubjectService } from './subject.service';

@Module({ controllers: [SubjectRpc], providers: [SubjectService] })
export class SubjectModule {}
