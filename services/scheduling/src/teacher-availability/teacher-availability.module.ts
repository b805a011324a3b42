import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { TeacherAvailabilityRpc } from './teacher-availability.rpc';
import { TeacherAvailabilityService } from './teacher-availability.service';

@Module({ controllers: [TeacherAvailabilityRpc], providers: [TeacherAvailabilityService, serviceRpcProvider] })
export class TeacherAvailabilityModule {}
