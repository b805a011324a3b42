import { Global, Module } from '@nestjs/common';
import { CenterAccess } from './center-access';
import { CenterRepository } from './center.repository';
import { LiveAccessRpc } from './live-access.rpc';

// One CenterAccess for every module: a caller's centers checked against the center projection.
@Global()
@Module({ controllers: [LiveAccessRpc], providers: [CenterAccess, CenterRepository], exports: [CenterAccess] })
export class CenterAccessModule {}
