import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { SubjectRpc } from './subject.rpc';
import { SubjectService } from './subject.service';

@Module({ controllers: [SubjectRpc], providers: [SubjectService, serviceRpcProvider] })
export class SubjectModule {}
