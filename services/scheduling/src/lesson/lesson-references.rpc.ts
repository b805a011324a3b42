import { Controller } from '@nestjs/common';
import { Rpc, RpcInput } from '@school/server-kit';
import { LessonReferencesService } from './lesson-references.service';
import { PersonReleaseService } from './person-release.service';

// Internal: masters asks before deleting a center, classroom, course or subject, a teacher or a student.
@Controller()
export class LessonReferencesRpc {
  constructor(
    private readonly references: LessonReferencesService,
    private readonly persons: PersonReleaseService,
  ) {}

  @Rpc('T3010LessonService.releasePerson')
  release(@RpcInput() input: Record<string, unknown>) {
    return this.persons.release(input);
  }

  @Rpc('T3010LessonService.countReferences')
  count(@RpcInput() input: Record<string, unknown>) {
    return this.references.count(input);
  }
}
