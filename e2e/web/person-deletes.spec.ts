import type { StudentFields, TeacherFields } from '@school/contracts';
import { expectAccessible } from '../support/axe';
import { ApiSession } from '../support/session';
import { answerYes, askDelete, choose, save, signedInPage } from '../support/screen';
import { sharedWeb, waitForText } from '../support/web';

const RUN = Date.now().toString(36);

// Deleting a teacher (C10101Edit) and a student (C20101Edit) in headless Chromium, in Japanese: the
// delete asks '本当に削除しますか？' (SPEC §5), a refusal says why and what to do instead, and a
// delete ends on the list with MSG_1002.
describe('teacher and student deletes (browser)', () => {
  const web = sharedWeb();
  const page = signedInPage(web, 'admin');
  const api = new ApiSession(web.stack, { origin: web.shellUrl });

  beforeAll(async () => {
    await api.login('admin');
  }, 120000);

  it('deletes a retired teacher from the Edit page after the confirmation, with MSG_1002', async () => {
    const teacher: TeacherFields = {
      teacher_name: `退職 講師${RUN}`,
      teacher_namej: 'タイショク コウシ',
      sex: 2,
      teacher_type: 1,
      center_no: 1,
      center_nos: [1],
      subject_nos: [3],
      status: 3,
      birth_date: null,
      hire_date: null,
      background: null,
      remarks: null,
      email: null,
      tel: null,
      postal_code: null,
      prefecture: null,
      address: null,
    };
    const added = await api.call('C10101_doAdd', teacher);
    expect(added.status).toBe(200);

    await page().goto(`${web.shellUrl}/C10101/${added.output.teacher_no}/edit`);
    await askDelete(page(), 'c10101-delete');
    await expectAccessible(page(), 'C10101 delete confirmation');
    await answerYes(page());
    await page().waitForFunction(() => location.pathname === '/C10101');
    await waitForText(page(), '削除しました。');
    expect((await api.call('C10101_getEdit', { teacher_no: added.output.teacher_no })).status).toBe(404);
  });

  it('refuses an enrolled student with the reason, and deletes them once withdrawn, with MSG_1002', async () => {
    const student: StudentFields = {
      student_name: `退会 生徒${RUN}`,
      student_namej: 'タイカイ セイト',
      sex: 3,
      birth_date: null,
      school_year_code: 22,
      school_name: null,
      center_no: 1,
      enrollment_status: 1,
      enrollment_date: null,
      teacher_request: 3,
      teacher_request_type: null,
      subject_nos: [3],
      ng_teacher_nos: [],
      guardian_name: null,
      guardian_namej: null,
      guardian_relationship: null,
      email: null,
      tel: null,
    };
    const added = await api.call('C20101_doAdd', student);
    expect(added.status).toBe(200);

    await page().goto(`${web.shellUrl}/C20101/${added.output.student_no}/edit`);
    await askDelete(page(), 'c20101-delete');
    await answerYes(page());
    // the refusal's toast says why and what to do instead; the student stays
    await waitForText(page(), '在籍状況が「退会」の生徒のみ削除できます。');
    await expectAccessible(page(), 'C20101 delete refused');
    await page().waitForSelector('.ant-modal-confirm', { hidden: true });

    await choose(page(), 'c20101-enrollment_status', '退会');
    await save(page());
    await askDelete(page(), 'c20101-delete');
    await answerYes(page());
    await page().waitForFunction(() => location.pathname === '/C20101');
    await waitForText(page(), '削除しました。');
    expect((await api.call('C20101_getEdit', { student_no: added.output.student_no })).status).toBe(404);
  });
});
