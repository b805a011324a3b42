import { api, INTERNAL } from '../define';
import type { SnapshotPage, SnapshotPageInput } from '../teachers/projection-snapshot.api';

// Every lesson as the services keeping a copy of lessons from the Lesson* events need it, page by page
// in schedule_no order: the chat service's rooms are rebuilt from it (chat:projection:rebuild, npm run
// seed; docs/chat.md). cancelled_on: the Tokyo day a cancelled lesson was last changed (its cancellation).
export type LessonSnapshotRow = {
  schedule_no: number;
  schedule_date: string;
  student_no: number;
  teacher_no: number;
  center_no: number;
  original_center_no: number;
  cancelled_on: string | null;
  lock_version: number;
};

export const LESSON_SNAPSHOT_APIS = {
  'LessonSnapshot.getLessons': api<SnapshotPageInput, SnapshotPage<LessonSnapshotRow>>()('scheduling', INTERNAL),
} as const;
