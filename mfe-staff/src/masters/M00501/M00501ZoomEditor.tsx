import type { M00501Lesson } from '@school/contracts';
import { checkZoomMeeting, normalizeZoomMeeting, ZOOM_MEETING_FORM, type FormValues } from '@school/domain';
import { isApiError, useApi } from '@school/ui';
import { EditPage, TextField } from '@school/ui/screens';
import { Alert, Button, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClassroomLessons } from './M00501CellDetail';

type Props = {
  centerNo: number;
  // what the meeting is set on: one classroom's lessons of one period
  target: ClassroomLessons;
  // e.g. 2026/05/11（月） 1限
  when: string;
  onClose: () => void;
  onSaved: () => void;
  // the week changed under us (409): read it again so the next save carries fresh lock_versions
  onStale: () => void;
};

const valuesOf = (lesson: M00501Lesson | undefined): FormValues => ({
  zoom_url: lesson?.zoom_url ?? '',
  zoom_meeting_id: lesson?.zoom_meeting_id ?? '',
  zoom_passcode: lesson?.zoom_passcode ?? '',
});

// M00501: the Zoom meeting of a classroom's lessons in one period, in the shared edit page (the
// libs/domain rules before sending, 422 messages on the fields, '保存しました'); the modal keeps the
// week behind it unchanged until the save is done.
export function M00501ZoomEditor({ centerNo, target, when, onClose, onSaved, onStale }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const { classroom, lessons } = target;
  const mixed = lessons.some((l) => JSON.stringify(valuesOf(l)) !== JSON.stringify(valuesOf(lessons[0])));
  const label = (field: string) => t(`masters.m00501.field.${field}`);

  const save = async (values: FormValues): Promise<FormValues> => {
    try {
      const saved = await api.call('M00501_setZoomMeetingInSchedule', {
        center_no: centerNo,
        lessons: lessons.map((l) => ({ schedule_no: l.schedule_no, lock_version: l.lock_version })),
        ...normalizeZoomMeeting(values),
      });
      return valuesOf(saved[0]);
    } catch (e) {
      if (isApiError(e) && e.status === 409) onStale();
      throw e;
    }
  };

  return (
    <Modal open footer={null} onCancel={onClose} width={640} destroyOnHidden maskClosable={false}>
      <EditPage
        titleKey="masters.m00501.zoomTitle"
        schema={ZOOM_MEETING_FORM}
        validate={checkZoomMeeting}
        initialValues={valuesOf(lessons.find((l) => l.zoom_url) ?? lessons[0])}
        save={save}
        onCancel={onClose}
        onSaved={onSaved}
        blockRefresh={false}
      >
        {({ field }) => (
          <>
            <Typography.Paragraph data-testid="m00501-zoom-target">
              {t('masters.m00501.zoomTarget', {
                classroom: classroom?.classroom_name ?? t('masters.m00501.noClassroom'),
                when,
                count: lessons.length,
              })}
            </Typography.Paragraph>
            {mixed ? (
              <Alert type="warning" showIcon message={t('masters.m00501.zoomMixedNote')} style={{ marginBottom: 16 }} />
            ) : null}
            <TextField {...field('zoom_url')} label={label('zoom_url')} testId="m00501-zoom_url" />
            {classroom?.meeting_url ? (
              <Form.Item>
                <Button
                  size="small"
                  onClick={() => field('zoom_url').onChange(classroom.meeting_url)}
                  data-testid="m00501-use-classroom-url"
                >
                  {t('masters.m00501.useClassroomUrl')}
                </Button>
              </Form.Item>
            ) : null}
            <TextField {...field('zoom_meeting_id')} label={label('zoom_meeting_id')} testId="m00501-zoom_meeting_id" />
            <TextField {...field('zoom_passcode')} label={label('zoom_passcode')} testId="m00501-zoom_passcode" />
          </>
        )}
      </EditPage>
    </Modal>
  );
}
