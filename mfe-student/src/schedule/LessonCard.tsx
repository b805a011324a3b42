import { type C21101Lesson } from '@school/contracts';
import { TOUCH_TARGET, useOpenMeeting } from '@school/ui';
import { Button, Card, Descriptions } from 'antd';
import { type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const WRAP: CSSProperties = { overflowWrap: 'anywhere' };

// One lesson of the student's day (C21101, C21201): time and period, subject, teacher, where it is
// (the center and classroom, or online) and, when the server gives them, how to join the meeting (the
// button opens the link ZoomLog_recordOpen answers, so each opening is logged).
// action: a per-lesson action of the screen (C21201's "request a change", T1035).
export function LessonCard({ lesson, subject, action }: { lesson: C21101Lesson; subject: string; action?: ReactNode }) {
  const { t } = useTranslation();
  const openMeeting = useOpenMeeting();
  const label = (key: string) => t(`scheduling.studentDay.${key}`);
  const place = lesson.online
    ? label('online')
    : [lesson.center_name, lesson.classroom_name].filter((v): v is string => !!v).join(' ');
  return (
    <Card
      size="small"
      title={`${lesson.start_time}–${lesson.end_time} ${lesson.slot_label}`}
      data-testid={`lesson-${lesson.schedule_no}`}
    >
      <Descriptions column={1} size="small" style={WRAP}>
        <Descriptions.Item label={label('subject')}>{subject}</Descriptions.Item>
        <Descriptions.Item label={label('teacher')}>{lesson.teacher_name ?? label('teacherNone')}</Descriptions.Item>
        <Descriptions.Item label={label('place')}>{place}</Descriptions.Item>
        {lesson.zoom_meeting_id ? (
          <Descriptions.Item label={label('meetingId')}>{lesson.zoom_meeting_id}</Descriptions.Item>
        ) : null}
        {lesson.zoom_passcode ? <Descriptions.Item label={label('passcode')}>{lesson.zoom_passcode}</Descriptions.Item> : null}
      </Descriptions>
      {lesson.zoom_url ? (
        <Button type="primary" onClick={() => void openMeeting(lesson.schedule_no)} style={TOUCH_TARGET} block>
          {label('joinMeeting')}
        </Button>
      ) : null}
      {action}
    </Card>
  );
}
