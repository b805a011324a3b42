import { Module } from '@nestjs/common';
import { UserLinkRpc } from './user-link.rpc';
import { UserLinkRepository } from './user-link.repository';
import { UserLinkService } from './user-link.service';

@Module({ controllers: [UserLinkRpc], providers: [UserLinkRepository, UserLinkService] })
export class UserLinkModule {}
