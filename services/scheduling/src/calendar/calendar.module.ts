import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { CalendarRpc } from './calendar.rpc';
import { CalendarService } from './calendar.service';

@Module({ controllers: [CalendarRpc], providers: [CalendarService, serviceRpcProvider] })
export class CalendarModule {}
