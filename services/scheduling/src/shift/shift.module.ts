import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { ShiftRpc } from './shift.rpc';
import { ShiftService } from './shift.service';

@Module({ controllers: [ShiftRpc], providers: [ShiftService, serviceRpcProvider] })
export class ShiftModule {}
