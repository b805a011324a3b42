import { Module } from '@nestjs/common';
import { CalendarRpc } from './calendar.rpc';
import { CalendarService } from './calendar.service';

@Module({ controllers: [CalendarRpc], providers: [CalendarService] })
export class CalendarModule {}
