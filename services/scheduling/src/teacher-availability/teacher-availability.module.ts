import { Module } from '@nestjs/common';
import { TeacherAvailabilityRpc } from './teacher-availability.rpc';
import { TeacherAvailabilityService } from './teacher-availability.service';

@Module({ controllers: [TeacherAvailabilityRpc], providers: [TeacherAvailabilityService] })
export class TeacherAvailabilityModule {}
