import { type C30101StudentDay } from '@school/contracts';
import { isDateEditable } from '@school/domain';
import { Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ApplyKind } from './ApplyDialog';
import {
  canWithdraw,
  entriesOf,
  lessonsOf,
  notAttendedOf,
  seminarsOn,
  slotLabelOf,
  type StudentEntryData,
} from './student-entry-view';

const slash = (date: string) => date.replaceAll('-', '/');

type PanelProps = {
  data: StudentEntryData;
  weekdayOf: (date: string) => string;
  day: C30101StudentDay;
  today: string;
  subjectOf: (no: number) => string;
  onApply: (kind: ApplyKind) => void;
  onWithdraw: (entry: StudentEntryData['entries'][number]) => void;
  onNotAttended: () => void;
};

// One day: its cells, the student's lessons and applications there, and the actions the ranges allow.
export function DayPanel({ data, day, today, subjectOf, weekdayOf, onApply, onWithdraw, onNotAttended }: PanelProps) {
  const { t } = useTranslation();
  const label = (key: string, values?: Record<string, string>) => t(`scheduling.studentEntry.${key}`, values);
  const date = day.schedule_date;
  const canExtra = isDateEditable(date, data.ranges.extra) && !day.closed;
  const canSeminar = seminarsOn(data, date).length > 0 && !day.closed;
  const canMark = isDateEditable(date, data.ranges.not_attended);
  const absent = notAttendedOf(data, date);
  const entries = entriesOf(data, date);
  const lessons = lessonsOf(data, date);
  return (
    <Card type="inner" title={label('dayTitle', { date: `${slash(date)} (${weekdayOf(date)})` })} data-testid="c30101s-day-panel">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Button type="primary" disabled={!canExtra} onClick={() => onApply('extra')} data-testid="c30101s-apply-extra">
            {label('applyExtra')}
          </Button>
          <Button disabled={!canSeminar} onClick={() => onApply('seminar')} data-testid="c30101s-apply-seminar">
            {label('applySeminar')}
          </Button>
          <Button disabled={!canMark} onClick={onNotAttended} data-testid="c30101s-not-attended">
            {label(absent ? 'unmarkNotAttended' : 'markNotAttended')}
          </Button>
        </Space>
        {!canExtra && !day.closed ? <Typography.Text type="secondary">{label('outsideRange')}</Typography.Text> : null}
        {absent ? <Tag>{label('notAttended')}</Tag> : null}
        {lessons.length || entries.length ? (
          <List
            size="small"
            header={label('myEntries')}
            data-testid="c30101s-own"
            dataSource={[
              ...lessons
                .filter((l) => !entries.some((e) => e.schedule_no === l.schedule_no))
                .map((l) => ({
                  key: `l${l.schedule_no}`,
                  text: `${slotLabelOf(data, l.time_limit_no)} ${subjectOf(l.subject_no)} · ${label('lesson')} · ${label(l.assigned ? 'assigned' : 'unassigned')}`,
                  entry: null,
                })),
              ...entries.map((e) => ({
                key: `e${e.entry_schedule_no}`,
                text: `${slotLabelOf(data, e.time_limit_no)} ${subjectOf(e.subject_no)} · ${label(`entryType.${e.entry_type}`)} · ${label(`status.${e.status}`)}`,
                entry: e,
              })),
            ]}
            renderItem={(item) => (
              <List.Item
                actions={
                  item.entry && canWithdraw(item.entry, today)
                    ? [
                        <Button
                          key="withdraw"
                          size="small"
                          danger
                          onClick={() => onWithdraw(item.entry!)}
                          data-testid="c30101s-withdraw"
                        >
                          {label('withdraw')}
                        </Button>,
                      ]
                    : []
                }
              >
                {item.text}
              </List.Item>
            )}
          />
        ) : null}
        {day.closed ? (
          <Typography.Text>{label('closed')}</Typography.Text>
        ) : day.cells.length === 0 ? (
          <Empty description={label('noSlots')} />
        ) : (
          <ul
            aria-label={label('slot')}
            style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 4 }}
            data-testid="c30101s-cells"
          >
            {day.cells.map((c) => (
              <li key={c.time_limit_no}>
                <Tag color={c.full ? 'default' : 'blue'} data-testid={`c30101s-cell-${c.time_limit_no}`}>
                  {slotLabelOf(data, c.time_limit_no)}: {label(c.full ? 'full' : 'open')}
                </Tag>
              </li>
            ))}
          </ul>
        )}
      </Space>
    </Card>
  );
}
