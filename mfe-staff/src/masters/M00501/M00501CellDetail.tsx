import type { M00501Classroom, M00501Lesson } from '@school/contracts';
import { Button, Card, Empty, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

// The lessons of one classroom in the selected period (classroom null: lessons without one).
export type ClassroomLessons = { classroom: M00501Classroom | null; lessons: M00501Lesson[] };

type Props = {
  title: string;
  groups: readonly ClassroomLessons[];
  onSetZoom: (group: ClassroomLessons) => void;
};

const sameMeeting = (a: M00501Lesson, b: M00501Lesson) =>
  a.zoom_url === b.zoom_url && a.zoom_meeting_id === b.zoom_meeting_id && a.zoom_passcode === b.zoom_passcode;

// M00501: the selected period, classroom by classroom: its lessons (who, with which teacher) and the
// Zoom meeting they share, with the action that sets it.
export function M00501CellDetail({ title, groups, onSetZoom }: Props) {
  const { t } = useTranslation();
  const meeting = (lessons: readonly M00501Lesson[]) => {
    if (lessons.some((l) => !sameMeeting(l, lessons[0]))) return t('masters.m00501.zoomMixed');
    const { zoom_url, zoom_meeting_id, zoom_passcode } = lessons[0];
    if (!zoom_url) return t('masters.m00501.zoomNotSet');
    const extra = [
      zoom_meeting_id ? `${t('masters.m00501.field.zoom_meeting_id')}: ${zoom_meeting_id}` : null,
      zoom_passcode ? `${t('masters.m00501.field.zoom_passcode')}: ${zoom_passcode}` : null,
    ].filter(Boolean);
    return [zoom_url, ...extra].join('　');
  };
  return (
    <Card size="small" title={title} data-testid="m00501-detail">
      {groups.length === 0 ? <Empty description={t('masters.m00501.noLessons')} /> : null}
      <Space direction="vertical" style={{ width: '100%' }}>
        {groups.map((group) => {
          const no = group.classroom?.classroom_no ?? 'none';
          return (
            <Card
              key={no}
              size="small"
              type="inner"
              title={`${group.classroom?.classroom_name ?? t('masters.m00501.noClassroom')}（${t('masters.m00501.classroomLessons', { count: group.lessons.length })}）`}
              extra={
                <Button size="small" type="primary" onClick={() => onSetZoom(group)} data-testid={`m00501-set-zoom-${no}`}>
                  {t('masters.m00501.setZoom')}
                </Button>
              }
              data-testid={`m00501-classroom-${no}`}
            >
              <Typography.Paragraph data-testid={`m00501-zoom-${no}`}>
                {t('masters.m00501.zoom')}: {meeting(group.lessons)}
              </Typography.Paragraph>
              <Table<M00501Lesson>
                size="small"
                pagination={false}
                rowKey="schedule_no"
                dataSource={group.lessons}
                columns={[
                  { title: t('masters.m00501.slot'), dataIndex: 'slot_label', width: 110 },
                  { title: t('masters.m00501.student'), render: (_, l) => l.student_name ?? l.student_no },
                  {
                    title: t('masters.m00501.teacher'),
                    render: (_, l) =>
                      l.teacher_no === 0 ? (
                        <Typography.Text type="danger">{t('masters.m00501.teacherUnassigned')}</Typography.Text>
                      ) : (
                        (l.teacher_name ?? l.teacher_no)
                      ),
                  },
                  {
                    title: t('masters.m00501.zoom'),
                    render: (_, l) =>
                      l.zoom_url ?? <Typography.Text type="secondary">{t('masters.m00501.zoomNotSet')}</Typography.Text>,
                    ellipsis: true,
                  },
                ]}
              />
            </Card>
          );
        })}
      </Space>
    </Card>
  );
}
