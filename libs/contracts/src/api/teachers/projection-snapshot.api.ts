import type { StudentChangedEvent, StudentNgTeachersChangedEvent, TeacherChangedEvent } from '../../events';
import { api, INTERNAL } from '../define';

// The snapshot masters serves so the scheduling projections can be rebuilt (scheduling:projection:rebuild,
// npm run seed) instead of staying on events older than the stream keeps: every teacher and student as
// their events would carry them, page by page in key order (a page stays well below NATS's 1 MB message).
export const SNAPSHOT_PAGE_MAX = 500;
export type SnapshotPageInput = { after: number; limit: number };
export type SnapshotPage<Row> = { rows: Row[]; next: number | null };
export type StudentSnapshot = { student: StudentChangedEvent; ng_teachers: StudentNgTeachersChangedEvent };

export const PROJECTION_SNAPSHOT_APIS = {
  'ProjectionSnapshot.getTeachers': api<SnapshotPageInput, SnapshotPage<TeacherChangedEvent>>()('masters', INTERNAL),
  'ProjectionSnapshot.getStudents': api<SnapshotPageInput, SnapshotPage<StudentSnapshot>>()('masters', INTERNAL),
} as const;
