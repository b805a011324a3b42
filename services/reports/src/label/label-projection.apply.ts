import { type DomainEvent } from '@school/contracts';
import { type EntityManager } from 'typeorm';
import { GONE_FOR_GOOD, LabelRepository } from './label.repository';

type Queryable = Pick<EntityManager, 'query'>;

const labels = new LabelRepository();

// The names' share of masters' events (teachers and students at their version, centers and subjects
// at their lock_version); returns whether the copy changed. Other events pass by.
export async function applyLabelEvent(db: Queryable, event: DomainEvent): Promise<boolean> {
  switch (event.type) {
    case 'TeacherChanged': {
      const e = event.data;
      return 'deleted' in e
        ? labels.remove('teacher', e.teacher_no, e.version, db)
        : labels.upsertNewer('teacher', e.teacher.teacher_no, e.teacher.teacher_name, e.version, db);
    }
    case 'StudentChanged': {
      const e = event.data;
      return 'deleted' in e
        ? labels.remove('student', e.student_no, e.version, db)
        : labels.upsertNewer('student', e.student.student_no, e.student.student_name, e.version, db);
    }
    case 'CenterChanged': {
      const e = event.data;
      return e.action === 'deleted'
        ? labels.remove('center', e.center_no, GONE_FOR_GOOD, db)
        : labels.upsertNewer('center', e.center.center_no, e.center.center_name, e.center.lock_version, db);
    }
    case 'SubjectChanged': {
      const e = event.data;
      return e.action === 'deleted'
        ? labels.remove('subject', e.subject_no, GONE_FOR_GOOD, db)
        : labels.upsertNewer('subject', e.subject.subject_no, e.subject.subject_name, e.subject.lock_version, db);
    }
    default:
      return false;
  }
}
