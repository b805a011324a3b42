import { Global, Module } from '@nestjs/common';
import { CenterAccess } from './center-access';
import { CenterRepository } from './center.repository';

// One CenterAccess for every module: a caller's centers checked against the center projection.
@Global()
@Module({ providers: [CenterAccess, CenterRepository], exports: [CenterAccess] })
export class CenterAccessModule {}
