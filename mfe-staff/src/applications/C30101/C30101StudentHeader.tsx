import type { StudentHeader } from '@school/contracts';
import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { C30101Labels } from './useC30101Labels';

// The student C30101 works on. The subjects (t1033) are shown read-only: they are edited on C20101.
export function C30101StudentHeader({ student, labels }: { student: StudentHeader; labels: C30101Labels }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 4 }}
      data-testid="c30101-header"
      items={[
        {
          key: 'name',
          label: t('masters.c30101.student'),
          children: (
            <span data-testid="c30101-student-name">
              {student.student_name}
              {student.student_namej ? <Typography.Text type="secondary">（{student.student_namej}）</Typography.Text> : null}
            </span>
          ),
        },
        { key: 'no', label: t('masters.c30101.studentNo'), children: student.student_no },
        { key: 'center', label: t('masters.c30101.center'), children: student.center_short_name ?? student.center_no },
        {
          key: 'status',
          label: t('masters.c30101.classification'),
          children: t(`masters.c30101.classificationOf.${student.enrollment_status}`, {
            defaultValue: String(student.enrollment_status),
          }),
        },
        {
          key: 'subjects',
          label: t('masters.c30101.subjects'),
          span: 'filled',
          children: (
            <span data-testid="c30101-subjects">
              {student.subject_nos.length
                ? student.subject_nos.map((no) => <Tag key={no}>{labels.subject(no)}</Tag>)
                : t('masters.c30101.noSubjects')}
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {t('masters.c30101.subjectsNote')}
              </Typography.Text>
            </span>
          ),
        },
      ]}
    />
  );
}
