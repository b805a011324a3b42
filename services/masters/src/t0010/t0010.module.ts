import { Module } from '@nestjs/common';
import { T0010Repository } from './t0010.repository';
import { T0010Rpc } from './t0010.rpc';

@Module({ controllers: [T0010Rpc], providers: [T0010Repository] })
export class T0010Module {}
