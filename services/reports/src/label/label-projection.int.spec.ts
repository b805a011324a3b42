import { type DomainEvent } from '@school/contracts';
import { DataSource } from 'typeorm';
import { applyLabelEvent } from './label-projection.apply';
import { LabelRepository } from './label.repository';

// Reports' copy of masters' names as masters' events leave it (applyLabelEvent, what
// LabelProjectionConsumer runs in its inbox transaction), against the run's PostgreSQL. The records
// are the spec's own (numbers 990_000+), removed before and after.
const FIRST = 990_000;
const LAST = FIRST + 9_999;

describe('applyLabelEvent (the reports copy of masters’ names)', () => {
  let ds: DataSource;
  let next = FIRST;
  const labels = new LabelRepository();
  const cleanUp = () => ds.query(`DELETE FROM "reports"."label_projection" WHERE "no" BETWEEN $1 AND $2`, [FIRST, LAST]);
  const event = <T extends DomainEvent['type']>(type: T, data: Extract<DomainEvent, { type: T }>['data']) =>
    ({ id: `label-int-${Math.random()}`, type, service: 'masters', occurredAt: new Date().toISOString(), data }) as DomainEvent;
  const teacherChanged = (no: number, name: string, version: number) =>
    event('TeacherChanged', {
      version,
      teacher: {
        teacher_no: no,
        teacher_name: name,
        teacher_namej: name,
        sex: 1,
        teacher_type: 1,
        center_no: 1,
        center_nos: [1],
        subject_nos: [],
        status: 1,
      },
    } as Extract<DomainEvent, { type: 'TeacherChanged' }>['data']);
  const studentChanged = (no: number, name: string, version: number) =>
    event('StudentChanged', {
      version,
      student: {
        student_no: no,
        student_name: name,
        student_namej: name,
        sex: 3,
        school_year_code: null,
        center_no: 1,
        enrollment_status: 1,
        teacher_request: 3,
        teacher_request_type: null,
        subject_nos: [],
      },
    });
  const subjectChanged = (no: number, name: string, version: number) =>
    event('SubjectChanged', {
      action: 'edited',
      subject: { subject_no: no, subject_name: name, lock_version: version },
    } as unknown as Extract<DomainEvent, { type: 'SubjectChanged' }>['data']);
  const centerChanged = (no: number, name: string, version: number) =>
    event('CenterChanged', {
      action: 'edited',
      center: { center_no: no, center_name: name, lock_version: version },
    } as unknown as Extract<DomainEvent, { type: 'CenterChanged' }>['data']);
  const namesOf = async (kind: 'teacher' | 'student' | 'subject' | 'center', no: number) => {
    const nos = { teacher: [], student: [], subject: [], center: [], [kind]: [no] };
    return (await labels.names(nos, ds.manager)).map((r) => r.label);
  };

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    await cleanUp();
  });
  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it('takes an edit only when it is newer than the name it holds', async () => {
    const no = next++;
    expect(await applyLabelEvent(ds.manager, teacherChanged(no, 'first', 2))).toBe(true);
    expect(await namesOf('teacher', no)).toEqual(['first']);
    // the same version again, or a late older one, changes nothing
    expect(await applyLabelEvent(ds.manager, teacherChanged(no, 'again', 2))).toBe(false);
    expect(await applyLabelEvent(ds.manager, teacherChanged(no, 'late', 1))).toBe(false);
    expect(await namesOf('teacher', no)).toEqual(['first']);
    expect(await applyLabelEvent(ds.manager, teacherChanged(no, 'renamed', 3))).toBe(true);
    expect(await namesOf('teacher', no)).toEqual(['renamed']);
  });

  it('keeps each kind apart and reads them in one query', async () => {
    const no = next++;
    await applyLabelEvent(ds.manager, studentChanged(no, 'a student', 1));
    await applyLabelEvent(ds.manager, subjectChanged(no, 'a subject', 1));
    await applyLabelEvent(ds.manager, centerChanged(no, 'a center', 1));
    expect(await labels.names({ teacher: [no], student: [no], subject: [no], center: [no] }, ds.manager)).toEqual([
      { kind: 'center', value: no, label: 'a center' },
      { kind: 'student', value: no, label: 'a student' },
      { kind: 'subject', value: no, label: 'a subject' },
    ]);
  });

  it('drops a deleted person’s name; a late edit of that version or older does not bring it back', async () => {
    const no = next++;
    await applyLabelEvent(ds.manager, studentChanged(no, 'leaving', 4));
    expect(await applyLabelEvent(ds.manager, event('StudentChanged', { version: 5, deleted: true, student_no: no }))).toBe(true);
    expect(await namesOf('student', no)).toEqual([]);
    expect(await applyLabelEvent(ds.manager, studentChanged(no, 'late', 5))).toBe(false);
    expect(await applyLabelEvent(ds.manager, studentChanged(no, 'later', 4))).toBe(false);
    expect(await namesOf('student', no)).toEqual([]);
    // the deletion again changes nothing
    expect(await applyLabelEvent(ds.manager, event('StudentChanged', { version: 5, deleted: true, student_no: no }))).toBe(false);
  });

  it('drops a deleted center or subject for good (its number is never reused)', async () => {
    const no = next++;
    await applyLabelEvent(ds.manager, centerChanged(no, 'closing', 2));
    await applyLabelEvent(ds.manager, subjectChanged(no, 'dropped', 2));
    expect(await applyLabelEvent(ds.manager, event('CenterChanged', { action: 'deleted', center_no: no }))).toBe(true);
    expect(await applyLabelEvent(ds.manager, event('SubjectChanged', { action: 'deleted', subject_no: no }))).toBe(true);
    expect(await applyLabelEvent(ds.manager, centerChanged(no, 'late', 9))).toBe(false);
    expect(await applyLabelEvent(ds.manager, subjectChanged(no, 'late', 9))).toBe(false);
    expect(await namesOf('center', no)).toEqual([]);
    expect(await namesOf('subject', no)).toEqual([]);
  });

  it('ignores events that are not about names', async () => {
    expect(await applyLabelEvent(ds.manager, event('CalendarDayChanged', { center_no: 1, fiscal_year: 2001, days: [] }))).toBe(
      false,
    );
  });
});
