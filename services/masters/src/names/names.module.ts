import { Module } from '@nestjs/common';
import { NamesRpc } from './names.rpc';
import { NamesService } from './names.service';

@Module({ controllers: [NamesRpc], providers: [NamesService] })
export class NamesModule {}
