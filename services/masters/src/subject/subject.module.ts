import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { SubjectRpc } from './subject.rpc';
import { SubjectRepository } from './subject.repository';
import { SubjectService } from './subject.service';

@Module({ controllers: [SubjectRpc], providers: [SubjectRepository, SubjectService, serviceRpcProvider] })
export class SubjectModule {}
