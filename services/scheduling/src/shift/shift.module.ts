import { Module } from '@nestjs/common';
import { ShiftRpc } from './shift.rpc';
import { ShiftService } from './shift.service';

@Module({ controllers: [ShiftRpc], providers: [ShiftService] })
export class ShiftModule {}
