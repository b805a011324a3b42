import { Module } from '@nestjs/common';
import { StudentRpc } from './student.rpc';
import { StudentService } from './student.service';

@Module({ controllers: [StudentRpc], providers: [StudentService] })
export class StudentModule {}
