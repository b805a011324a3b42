import { Module } from '@nestjs/common';
import { SeminarRpc } from './seminar.rpc';
import { SeminarService } from './seminar.service';

@Module({ controllers: [SeminarRpc], providers: [SeminarService] })
export class SeminarModule {}
