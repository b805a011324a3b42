import { Module } from '@nestjs/common';
import { CalendarRepository } from './calendar.repository';
import { CalendarRpc } from './calendar.rpc';
import { CalendarService } from './calendar.service';

@Module({ controllers: [CalendarRpc], providers: [CalendarService, CalendarRepository] })
export class CalendarModule {}
