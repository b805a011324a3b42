import { Module } from '@nestjs/common';
import { UserLinkRpc } from './user-link.rpc';
import { UserLinkService } from './user-link.service';

@Module({ controllers: [UserLinkRpc], providers: [UserLinkService] })
export class UserLinkModule {}
