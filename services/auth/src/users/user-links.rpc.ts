import { Controller, Injectable, Module } from '@nestjs/common';
import { personRefOf, Rpc, RpcInput } from '@school/server-kit';
import { UsersRepository } from './users.repository';

// Internal: masters asks before deleting a teacher or a student (C10101_doDelete / C20101_doDelete)
// whether a sign-in account is linked to them (M20901); such an account's link is undone first.
@Injectable()
export class UserLinksService {
  constructor(private readonly users: UsersRepository) {}

  async count(input: Record<string, unknown>): Promise<{ accounts: number }> {
    const { kind, no } = personRefOf(input);
    return { accounts: await this.users.countLinked(kind, no) };
  }
}

@Controller()
export class UserLinksRpc {
  constructor(private readonly links: UserLinksService) {}

  @Rpc('M20901_countLinks')
  count(@RpcInput() input: Record<string, unknown>) {
    return this.links.count(input);
  }
}

@Module({ controllers: [UserLinksRpc], providers: [UserLinksService, UsersRepository] })
export class UserLinksModule {}
