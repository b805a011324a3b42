import { Controller } from '@nestjs/common';
import { type LessonSnapshotRow, type SnapshotPage, type SnapshotPageInput } from '@school/contracts';
import { Rpc, RpcInput, snapshotPage, snapshotPageInput } from '@school/server-kit';
import { LessonSnapshotRepository } from './lesson-snapshot.repository';

// The lessons as the Lesson* events leave the copies other services keep, for rebuilding them
// (chat:projection:rebuild); internal, never from a browser.
@Controller()
export class LessonSnapshotRpc {
  constructor(private readonly lessons: LessonSnapshotRepository) {}

  @Rpc('LessonSnapshot.getLessons')
  async lessonsPage(@RpcInput() input: Partial<SnapshotPageInput>): Promise<SnapshotPage<LessonSnapshotRow>> {
    const { after, limit } = snapshotPageInput(input);
    return snapshotPage(await this.lessons.page(after, limit), limit, (l) => l.schedule_no);
  }
}
