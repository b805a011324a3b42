import { Module } from '@nestjs/common';
import { ShiftRepository } from './shift.repository';
import { ShiftRpc } from './shift.rpc';
import { ShiftService } from './shift.service';

@Module({ controllers: [ShiftRpc], providers: [ShiftService, ShiftRepository] })
export class ShiftModule {}
