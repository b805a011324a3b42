import { Controller } from '@nestjs/common';
import { Rpc, RpcInput } from '@school/server-kit';
import { LessonReferencesService } from './lesson-references.service';

// Internal: masters asks before deleting a center, classroom, course or subject.
@Controller()
export class LessonReferencesRpc {
  constructor(private readonly references: LessonReferencesService) {}

  @Rpc('T3010LessonService.countReferences')
  count(@RpcInput() input: Record<string, unknown>) {
    return this.references.count(input);
  }
}
