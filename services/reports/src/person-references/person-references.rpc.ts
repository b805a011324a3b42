import { Controller } from '@nestjs/common';
import { Rpc, RpcInput } from '@school/server-kit';
import { PersonReferencesService } from './person-references.service';

@Controller()
export class PersonReferencesRpc {
  constructor(private readonly references: PersonReferencesService) {}

  @Rpc('T5010ReportService.countPersonReferences')
  count(@RpcInput() input: Record<string, unknown>) {
    return this.references.count(input);
  }
}
