import { Module } from '@nestjs/common';
import { TeacherAvailabilityRepository } from './teacher-availability.repository';
import { TeacherAvailabilityRpc } from './teacher-availability.rpc';
import { TeacherAvailabilityService } from './teacher-availability.service';

@Module({ controllers: [TeacherAvailabilityRpc], providers: [TeacherAvailabilityService, TeacherAvailabilityRepository] })
export class TeacherAvailabilityModule {}
