import type {
  CenterChangeRow,
  CenterChangeStudent,
  CenterChangeStudentOption,
  DropdownOption,
  MovingLessons,
} from '@school/contracts';
import {
  CENTER_CHANGE_FORM,
  formatDisplayDate,
  formatDisplayDateTime,
  tokyoDate,
  tokyoDateTime,
  validateCenterChange,
} from '@school/domain';
import { useApi, useNotices } from '@school/ui';
import { EditPage, FieldItem, SelectField } from '@school/ui/screens';
import { Card, Descriptions, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateStringPicker } from '../../common/DateStringPicker';

// C20301 change of assigned center: find a student, pick the date and the new center, see which
// lessons will move, confirm; '所属を更新しました。' and the history below. The lessons move in the
// scheduling service on the change's event.
export function C20301Page() {
  const { t } = useTranslation();
  const api = useApi();
  const [centers, setCenters] = useState<DropdownOption[]>([]);
  const [options, setOptions] = useState<CenterChangeStudentOption[]>([]);
  const [student, setStudent] = useState<CenterChangeStudent | null>(null);

  useEffect(() => {
    let live = true;
    api
      .call('C20301_init', {}, { silent: true })
      .then((answer) => live && setCenters(answer.centers))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);

  const find = (search: string) => {
    if (!search.trim()) return setOptions([]);
    api
      .call('C20301_searchStudents', { search }, { silent: true })
      .then(setOptions)
      .catch(() => undefined);
  };
  const pick = (studentNo: number | undefined) => {
    setStudent(null);
    if (studentNo) void api.call('C20301_getStudent', { student_no: studentNo }).then(setStudent);
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('route.C20301Browse')}>
        <FieldItem label={t('masters.c20301.field.student_no')} required>
          {(id) => (
            <Select
              id={id}
              showSearch
              allowClear
              filterOption={false}
              placeholder={t('masters.c20301.studentSearch')}
              onSearch={find}
              onChange={(v: number | undefined) => pick(v)}
              options={options.map((o) => ({ value: o.value, label: `${o.label}（${o.center_name}）` }))}
              data-testid="c20301-student"
              style={{ width: '100%', maxWidth: 480 }}
            />
          )}
        </FieldItem>
        {student ? (
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('masters.c20301.currentCenter')}>
              <span data-testid="c20301-current-center">{student.center_name}</span>
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Text type="secondary">{t('masters.c20301.pickStudent')}</Typography.Text>
        )}
      </Card>
      {student ? (
        <CenterChangeForm
          key={`${student.student_no}:${student.lock_version}`}
          student={student}
          centers={centers}
          onDone={setStudent}
        />
      ) : null}
      {student ? <CenterChangeHistory history={student.history} /> : null}
    </Space>
  );
}

function CenterChangeForm({
  student,
  centers,
  onDone,
}: {
  student: CenterChangeStudent;
  centers: DropdownOption[];
  onDone: (student: CenterChangeStudent) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { modal } = useNotices();
  const today = tokyoDate(Date.now());
  const label = (field: string) => t(`masters.c20301.field.${field}`);
  const centerName = (no: unknown) => centers.find((c) => c.value === no)?.label ?? String(no);
  let saved: CenterChangeStudent | null = null;

  const confirm = (values: Record<string, unknown>) =>
    new Promise<boolean>((resolve) =>
      modal.confirm({
        title: t('common.confirmTitle'),
        content: t('masters.c20301.confirm', {
          student: student.student_name,
          from: student.center_name,
          to: centerName(values.target_center_no),
          date: formatDisplayDate(String(values.schedule_date)),
        }),
        okText: t('common.yes'),
        cancelText: t('common.no'),
        width: 'min(500px, calc(100vw - 32px))',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );

  return (
    <EditPage
      titleKey="masters.c20301.submit"
      schema={CENTER_CHANGE_FORM}
      validate={(values) => validateCenterChange(values, today, student.center_no)}
      initialValues={{ student_no: student.student_no, schedule_date: null, target_center_no: null }}
      confirm={confirm}
      savedKey="masters.c20301.done"
      blockRefresh={false}
      save={async (values) => {
        saved = await api.call('C20301_doAction', {
          student_no: student.student_no,
          schedule_date: String(values.schedule_date),
          target_center_no: Number(values.target_center_no),
          lock_version: student.lock_version,
        });
        return values;
      }}
      onSaved={() => saved && onDone(saved)}
    >
      {({ field, state }) => {
        const date = field('schedule_date');
        return (
          <>
            <FieldItem label={label('schedule_date')} validateStatus={date.validateStatus} help={date.help} required>
              {(id) => (
                <DateStringPicker
                  id={id}
                  value={date.value}
                  onChange={date.onChange}
                  status={date.validateStatus}
                  testId="c20301-schedule_date"
                  disabledDate={(d) => d.isBefore(dayjs(today), 'day')}
                />
              )}
            </FieldItem>
            <SelectField
              {...field('target_center_no')}
              label={label('target_center_no')}
              testId="c20301-target_center_no"
              options={centers.filter((c) => c.value !== student.center_no)}
              required
            />
            <MovingLessonsNote studentNo={student.student_no} date={state.values.schedule_date} />
          </>
        );
      }}
    </EditPage>
  );
}

// What the change would move, asked again whenever the date changes.
function MovingLessonsNote({ studentNo, date }: { studentNo: number; date: unknown }) {
  const { t } = useTranslation();
  const api = useApi();
  const [moving, setMoving] = useState<MovingLessons | null>(null);
  useEffect(() => {
    setMoving(null);
    if (typeof date !== 'string' || !date) return;
    let live = true;
    api
      .call('C20301_getMovingLessons', { student_no: studentNo, schedule_date: date }, { silent: true })
      .then((answer) => live && setMoving(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, studentNo, date]);
  if (!moving || typeof date !== 'string') return null;
  const shown = formatDisplayDate(date);
  return (
    <Typography.Paragraph data-testid="c20301-moving">
      {moving.lessons
        ? t('masters.c20301.moving', { date: shown, lessons: moving.lessons, assigned: moving.assigned })
        : t('masters.c20301.movingNone', { date: shown })}
    </Typography.Paragraph>
  );
}

function CenterChangeHistory({ history }: { history: CenterChangeRow[] }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`masters.c20301.field.${field}`);
  return (
    <Card title={t('masters.c20301.history')}>
      <Table<CenterChangeRow>
        rowKey="change_no"
        size="small"
        pagination={false}
        dataSource={history}
        locale={{ emptyText: t('masters.c20301.historyEmpty') }}
        data-testid="c20301-history"
        columns={[
          { title: label('schedule_date'), dataIndex: 'schedule_date', render: (v: string) => formatDisplayDate(v) },
          { title: label('from_center_name'), dataIndex: 'from_center_name' },
          { title: label('to_center_name'), dataIndex: 'to_center_name' },
          {
            title: label('changed_by_user_no'),
            dataIndex: 'changed_by_user_no',
            render: (v: number | null) => (v === null ? '' : t('masters.c20301.changedBy', { user: v })),
          },
          {
            title: label('changed_at'),
            dataIndex: 'changed_at',
            render: (v: string) => formatDisplayDateTime(tokyoDateTime(v)),
          },
        ]}
      />
    </Card>
  );
}
