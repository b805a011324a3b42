import { Module } from '@nestjs/common';
import { NamesRpc } from './names.rpc';
import { NamesRepository } from './names.repository';
import { NamesService } from './names.service';

@Module({ controllers: [NamesRpc], providers: [NamesRepository, NamesService] })
export class NamesModule {}
