import { addDays, REPORT_HANDOVER_MAX, REPORT_ROW_ERROR, tokyoDate } from '@school/domain';
import { lessonsOf, refusal, TEACHER1, TEACHER2, teacher, useReportsBed } from './report.test-bed';

// The teacher's writes (C50102_doEdit, C50102_doEditRow, C50102_doEditHandover) through
// ReportWriteService against the run's PostgreSQL (schedule_nos and students 982_000+).
const YESTERDAY = addDays(tokyoDate(Date.now()), -1);

type Refused = { status: number; key: string; errors?: Record<string, (string | { key: string })[]> };
const keysAt = (r: unknown, field: string) =>
  ((r as Refused).errors?.[field] ?? []).map((m) => (typeof m === 'string' ? m : m.key));

describe('ReportWriteService', () => {
  const bed = useReportsBed(982_000);
  const { admin, addLesson, stored, lockOf, fullRows, doEdit, comment, decide } = lessonsOf(bed);
  const student = 982_900;
  const lesson = (o: { teacher?: number; date?: string } = {}) =>
    addLesson({ student, teacher: o.teacher ?? TEACHER1, date: o.date ?? YESTERDAY });

  describe('doEdit', () => {
    it('saves a draft: the first write makes the report (in progress) with the rows sent and the handover', async () => {
      const no = await lesson();
      const view = await bed.write.doEdit(
        {
          schedule_no: no,
          t3110_lock_version: 0,
          action: 'save',
          handover: '次回は復習から',
          details: [{ detail_no: 8, names_code: null, content: '途中まで' }],
        },
        teacher(TEACHER1),
      );
      expect(view.currentFormData).toMatchObject({ report_status: 0, t3110_lock_version: 1, handover: '次回は復習から' });
      expect(view.currentFormData.details).toHaveLength(16);
      expect(view.currentFormData.details[7]).toMatchObject({ detail_no: 8, content: '途中まで' });
      expect(view.currentFormData.details[8]).toMatchObject({ detail_no: 9, content: null });
    });

    it('submits a complete report (1) and refuses one a required row is missing from, changing nothing', async () => {
      const no = await lesson();
      await doEdit(teacher(TEACHER1), no, 'save', [{ detail_no: 8, names_code: null, content: '途中まで' }]);
      const incomplete = await refusal(
        doEdit(teacher(TEACHER1), no, 'submit', [{ detail_no: 9, names_code: null, content: 'x' }]),
      );
      expect(incomplete).toMatchObject({ status: 422 });
      expect(keysAt(incomplete, 'details.1')).toEqual([REPORT_ROW_ERROR.required]);
      expect(await stored(no)).toMatchObject({ report_status: 0, lock_version: 1 });
      await doEdit(teacher(TEACHER1), no, 'submit');
      expect(await stored(no)).toMatchObject({ report_status: 1, lock_version: 2 });
    });

    it('refuses an unknown action, a repeated row, a name not of the row’s group and a stale version', async () => {
      const no = await lesson();
      const base = { schedule_no: no, t3110_lock_version: 0, handover: null };
      expect(await refusal(bed.write.doEdit({ ...base, action: 'approve', details: [] }, teacher(TEACHER1)))).toMatchObject({
        status: 422,
        errors: { action: ['error.validation'] },
      });
      const row = { detail_no: 8, names_code: null, content: 'x' };
      expect(await refusal(bed.write.doEdit({ ...base, action: 'save', details: [row, row] }, teacher(TEACHER1)))).toMatchObject({
        status: 422,
        errors: { details: ['error.validation'] },
      });
      const unknownName = await refusal(
        bed.write.doEdit(
          { ...base, action: 'save', details: [{ detail_no: 1, names_code: 'no-such-code', content: null }] },
          teacher(TEACHER1),
        ),
      );
      expect(keysAt(unknownName, 'details.1')).toEqual([REPORT_ROW_ERROR.unknownName]);
      await doEdit(teacher(TEACHER1), no, 'save');
      expect(await refusal(bed.write.doEdit({ ...base, action: 'save', details: [] }, teacher(TEACHER1)))).toMatchObject({
        status: 409,
      });
      expect(await stored(no)).toMatchObject({ lock_version: 1 });
    });

    it('refuses another teacher (403), a lesson the copy lacks (404) and an action the status does not allow', async () => {
      const no = await lesson();
      expect(await refusal(doEdit(teacher(TEACHER2), no, 'save'))).toMatchObject({ status: 403 });
      expect(await refusal(doEdit(teacher(TEACHER1), 982_999, 'save'))).toMatchObject({ status: 404 });
      await doEdit(teacher(TEACHER1), no, 'submit');
      expect(await refusal(doEdit(teacher(TEACHER1), no, 'save'))).toMatchObject({
        status: 400,
        key: 'reports.error.transition',
      });
      expect(await stored(no)).toMatchObject({ report_status: 1 });
    });

    it('in an amend changes only the rows the latest round commented on', async () => {
      const no = await lesson();
      await doEdit(teacher(TEACHER1), no, 'submit');
      await comment(admin(), no, 9);
      await decide(admin(), no, 'reject');
      const rows = fullRows().map((r) => (r.detail_no === 8 || r.detail_no === 9 ? { ...r, content: '書き直し' } : r));
      const refused = await refusal(doEdit(teacher(TEACHER1), no, 'submit', rows));
      expect(keysAt(refused, 'details.8')).toEqual([REPORT_ROW_ERROR.notAmendable]);
      expect(keysAt(refused, 'details.9')).toEqual([]);
      await doEdit(
        teacher(TEACHER1),
        no,
        'submit',
        rows.filter((r) => r.detail_no !== 8),
      );
      expect(await stored(no)).toMatchObject({ report_status: 3 });
    });
  });

  describe('doEditRow', () => {
    it('saves one row and answers its new version, status and the row as the screen shows it', async () => {
      const no = await lesson();
      const out = await bed.write.doEditRow(
        { schedule_no: no, t3110_lock_version: 0, detail: { detail_no: 2, names_code: null, content: 'p.10–12' } },
        teacher(TEACHER1),
      );
      expect(out).toMatchObject({ t3110_lock_version: 1, report_status: 0, detail: { detail_no: 2, content: 'p.10–12' } });
      expect(
        await refusal(
          bed.write.doEditRow({ schedule_no: no, t3110_lock_version: 0, detail: { detail_no: 2 } }, teacher(TEACHER1)),
        ),
      ).toMatchObject({
        status: 409,
      });
    });

    it('refuses a row without a comment of the latest round in an amend, and a text in a choice row', async () => {
      const no = await lesson();
      await doEdit(teacher(TEACHER1), no, 'submit');
      await comment(admin(), no, 9);
      await decide(admin(), no, 'reject');
      const at = async (detail: object) =>
        refusal(bed.write.doEditRow({ schedule_no: no, t3110_lock_version: await lockOf(no), detail }, teacher(TEACHER1)));
      expect(keysAt(await at({ detail_no: 8, names_code: null, content: 'x' }), 'details.8')).toEqual([
        REPORT_ROW_ERROR.notAmendable,
      ]);
      expect(keysAt(await at({ detail_no: 1, names_code: null, content: 'x' }), 'details.1')).toContain(
        REPORT_ROW_ERROR.choiceOnly,
      );
      expect(await at({ detail_no: 9, names_code: null, content: '直しました' })).toBeNull();
      expect(await stored(no)).toMatchObject({ report_status: 2 });
    });
  });

  describe('doEditHandover', () => {
    it('saves the handover alone and refuses one over the maximum', async () => {
      const no = await lesson();
      expect(
        await bed.write.doEditHandover({ schedule_no: no, t3110_lock_version: 0, handover: '申し送り' }, teacher(TEACHER1)),
      ).toEqual({ t3110_lock_version: 1, report_status: 0, handover: '申し送り' });
      expect(
        await refusal(
          bed.write.doEditHandover(
            { schedule_no: no, t3110_lock_version: 1, handover: 'あ'.repeat(REPORT_HANDOVER_MAX + 1) },
            teacher(TEACHER1),
          ),
        ),
      ).toMatchObject({
        status: 422,
        errors: { handover: [{ key: 'reports.error.handoverMax', params: { max: REPORT_HANDOVER_MAX } }] },
      });
      expect(await stored(no)).toMatchObject({ handover: '申し送り', lock_version: 1 });
    });
  });
});
