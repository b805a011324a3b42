import { Module } from '@nestjs/common';
import { SeminarRepository } from './seminar.repository';
import { SeminarRpc } from './seminar.rpc';
import { SeminarService } from './seminar.service';

@Module({ controllers: [SeminarRpc], providers: [SeminarService, SeminarRepository] })
export class SeminarModule {}
