import type { ScheduleTableBy, ScheduleTableLesson, ScheduleTableOutput } from '@school/contracts';
import { addDays, formatDisplayDate, scheduleTable, tokyoDate } from '@school/domain';
import { useApi, useCenterOptions } from '@school/ui';
import { JobProgressDialog } from '@school/ui/screens';
import { Button, Card, Empty, Form, Input, Segmented, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateStringPicker } from '../../common/DateStringPicker';

type Choice = { centerNo: number | null; start: string; end: string; by: ScheduleTableBy };

// C40201 availability table and schedule PDF (SPEC §2: opened in a new tab without the frame): a
// center's lessons of a range by teacher or classroom, and the same table as a PDF rendered on the
// server (C40201_generatePDF, a job followed in the job dialog, then downloaded).
export function C40201Page() {
  const { t } = useTranslation();
  const api = useApi();
  const centers = useCenterOptions(0, true);
  const today = tokyoDate(Date.now());
  const [choice, setChoice] = useState<Choice>({ centerNo: null, start: today, end: addDays(today, 6), by: 'teacher' });
  const [fileName, setFileName] = useState(t('board.c40201.defaultFileName'));
  const [table, setTable] = useState<{ shown: Choice; data: ScheduleTableOutput } | null>(null);
  const [loading, setLoading] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const centerNo = choice.centerNo ?? centers[0]?.value ?? null;
  const input = centerNo ? { center_no: centerNo, start_date: choice.start, end_date: choice.end, by: choice.by } : null;

  const show = async () => {
    if (!input) return;
    setLoading(true);
    try {
      setTable({ shown: { ...choice, centerNo }, data: await api.call('C40201_getSchedule', input) });
    } catch {
      // the API client has shown the refusal
    } finally {
      setLoading(false);
    }
  };
  const exportPdf = async () => {
    if (!input) return;
    try {
      setJobId((await api.call('C40201_generatePDF', { ...input, file_name: fileName })).jobId);
    } catch {
      // the API client has shown the refusal
    }
  };

  return (
    <Card title={t('board.c40201.title')}>
      <Form layout="inline" style={{ rowGap: 8, marginBottom: 16 }}>
        <Form.Item label={t('board.c40201.center')} htmlFor="c40201-center">
          <Select
            id="c40201-center"
            value={centerNo ?? undefined}
            options={centers.map((c) => ({ value: c.value, label: c.label }))}
            onChange={(value: number) => setChoice({ ...choice, centerNo: value })}
            style={{ minWidth: 160 }}
            data-testid="c40201-center"
          />
        </Form.Item>
        <Form.Item label={t('board.c40201.startDate')} htmlFor="c40201-start">
          <DateStringPicker id="c40201-start" value={choice.start} onChange={(d) => d && setChoice({ ...choice, start: d })} />
        </Form.Item>
        <Form.Item label={t('board.c40201.endDate')} htmlFor="c40201-end">
          <DateStringPicker id="c40201-end" value={choice.end} onChange={(d) => d && setChoice({ ...choice, end: d })} />
        </Form.Item>
        <Form.Item label={t('board.c40201.by')}>
          <Segmented
            value={choice.by}
            options={[
              { value: 'teacher', label: t('board.c40201.byTeacher') },
              { value: 'classroom', label: t('board.c40201.byClassroom') },
            ]}
            onChange={(by) => setChoice({ ...choice, by: by as ScheduleTableBy })}
            data-testid="c40201-by"
          />
        </Form.Item>
        <Button type="primary" onClick={() => void show()} loading={loading} disabled={!input} data-testid="c40201-show">
          {t('board.c40201.show')}
        </Button>
      </Form>
      <Space wrap style={{ marginBottom: 16 }}>
        <Form.Item label={t('board.c40201.fileName')} htmlFor="c40201-file-name" style={{ marginBottom: 0 }}>
          <Input id="c40201-file-name" value={fileName} onChange={(e) => setFileName(e.target.value)} maxLength={100} />
        </Form.Item>
        <Button onClick={() => void exportPdf()} disabled={!input || fileName.trim() === ''} data-testid="c40201-pdf">
          {t('board.c40201.pdf')}
        </Button>
      </Space>
      {table ? <ScheduleTableView shown={table.shown} data={table.data} /> : null}
      <JobProgressDialog
        jobId={jobId}
        titles={{
          waiting: t('board.c40201.preparing'),
          active: t('board.c40201.preparing'),
          completed: t('board.c40201.done'),
          failed: t('board.c40201.failed'),
        }}
        progressLabel={t('board.c40201.progress')}
        download={{ label: t('board.c40201.download'), testId: 'c40201-pdf-download' }}
        onClose={() => setJobId(null)}
        testId="c40201-pdf"
      />
    </Card>
  );
}

const lessonText = (l: ScheduleTableLesson, by: ScheduleTableBy) =>
  by === 'teacher' || !l.teacher_name ? l.student_name : `${l.student_name} / ${l.teacher_name}`;

// The table as the PDF lays it out (scheduleTable of libs/domain): per date, a row per teacher or
// classroom, a column per period.
function ScheduleTableView({ shown, data }: { shown: Choice; data: ScheduleTableOutput }) {
  const { t } = useTranslation();
  const days = scheduleTable(data.lessons);
  if (days.length === 0) return <Empty description={t('board.c40201.empty')} />;
  return (
    <div data-testid="c40201-table">
      {days.map((d) => (
        <section key={d.date} style={{ marginBottom: 16, overflowX: 'auto' }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {formatDisplayDate(d.date)}
          </Typography.Title>
          <table style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
            <thead>
              <tr>
                <th scope="col" style={CELL}>
                  {t(shown.by === 'teacher' ? 'board.c40201.teacher' : 'board.c40201.classroom')}
                </th>
                {d.periods.map((p) => (
                  <th scope="col" key={p} style={CELL}>
                    {t('board.c40201.period', { period: p })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {d.rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row" style={CELL}>
                    {r.label || t('board.c40201.none')}
                  </th>
                  {r.cells.map((c, i) => (
                    <td key={d.periods[i]} style={CELL}>
                      {c.map((l) => (
                        <div key={l.schedule_no}>
                          {lessonText(l, shown.by)}
                          {l.capacity === 2 ? ` (${t('board.c40201.oneToTwo')})` : ''}
                          {l.operation_note ? <div style={{ fontSize: 12, color: '#595959' }}>{l.operation_note}</div> : null}
                        </div>
                      ))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

const CELL = { border: '1px solid #d9d9d9', padding: 4, textAlign: 'left', verticalAlign: 'top' } as const;
