import { Module } from '@nestjs/common';
import { EntryCellModule } from '../entry-cell/entry-cell.module';
import { EntryControlRepository } from './entry-control.repository';
import { EntryControlRpc } from './entry-control.rpc';
import { EntryControlService } from './entry-control.service';

@Module({ imports: [EntryCellModule], controllers: [EntryControlRpc], providers: [EntryControlService, EntryControlRepository] })
export class EntryControlModule {}
