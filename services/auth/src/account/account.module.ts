import { Module } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log';
import { AuditRepository } from '../audit/audit.repository';
import { MailModule } from '../mail/mail.module';
import { MenuRepository } from '../menu/menu.repository';
import { SessionModule } from '../session/session.module';
import { EmailTokens } from '../tokens/email-tokens';
import { TokensRepository } from '../tokens/tokens.repository';
import { UsersRepository } from '../users/users.repository';
import { AccountRepository } from './account.repository';
import { AccountRpc } from './account.rpc';
import { AccountService } from './account.service';
import { SocialRpc } from './social.rpc';
import { SocialService } from './social.service';

@Module({
  imports: [MailModule, SessionModule],
  controllers: [AccountRpc, SocialRpc],
  providers: [
    AccountService,
    SocialService,
    AccountRepository,
    UsersRepository,
    MenuRepository,
    EmailTokens,
    TokensRepository,
    AuditLog,
    AuditRepository,
  ],
})
export class AccountModule {}
