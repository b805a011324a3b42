import { Module } from '@nestjs/common';
import { EntryCellModule } from '../entry-cell/entry-cell.module';
import { ShiftRepository } from './shift.repository';
import { ShiftRpc } from './shift.rpc';
import { ShiftService } from './shift.service';

@Module({ imports: [EntryCellModule], controllers: [ShiftRpc], providers: [ShiftService, ShiftRepository] })
export class ShiftModule {}
