import { type ZoomLogKind, type ZoomLogRow } from '@school/contracts';
import { formatDisplayDate, formatDisplayInstant } from '@school/domain';
import { TOUCH_TARGET, usePhone, useSession } from '@school/ui';
import { BrowsePage } from '@school/ui/screens';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../DateRangeFilter';
import { NumberFilter } from '../NumberFilter';

const KINDS: readonly ZoomLogKind[] = ['set', 'changed', 'removed', 'opened'];
const ALL = '';
// on a phone the link is a touch target (SPEC §9) in the grid's taller row; the shell's phone theme
// sizes the browse page's controls (search, "more", filters)
const PHONE_LINK = { ...TOUCH_TARGET, justifyContent: 'start', maxWidth: '100%' } as const;

// the link a staff member may follow (the API answers it to staff only)
function LinkCell({ value }: ICellRendererParams<ZoomLogRow, string | null>) {
  const phone = usePhone();
  return value ? (
    <a href={value} target="_blank" rel="noopener noreferrer" style={phone ? PHONE_LINK : undefined}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{value}</span>
    </a>
  ) : null;
}

// ZoomLog (everyone, SPEC §6; docs/zoom-log.md): the history of each lesson's meeting link — set,
// changed, removed on M00501, opened from C11101/C21101 —, newest first. The server scopes the rows
// (staff: their centers'; a teacher or a student: their own lessons') and gives the link to staff only,
// so only staff see its columns. On a phone the grid scrolls inside itself and the list grows with "more".
export function ZoomLogPage() {
  const { t } = useTranslation();
  const staff = useSession().user?.isAdmin === true;
  const label = (key: string) => t(`scheduling.zoomLog.${key}`);
  const columns = useMemo<ColDef<ZoomLogRow>[]>(() => {
    const linkColumns: ColDef<ZoomLogRow>[] = [
      {
        field: 'zoom_url',
        headerName: label('link'),
        minWidth: 220,
        flex: 1,
        sortable: false,
        cellRenderer: LinkCell,
        autoHeight: true,
      },
      { field: 'zoom_meeting_id', headerName: label('meetingId'), width: 140, sortable: false },
    ];
    return [
      {
        field: 'logged_at',
        headerName: label('loggedAt'),
        width: 150,
        valueFormatter: (p) => (typeof p.value === 'string' ? formatDisplayInstant(p.value) : ''),
      },
      { field: 'kind', headerName: label('kindLabel'), width: 140, valueFormatter: (p) => label(`kind.${String(p.value)}`) },
      { field: 'schedule_no', headerName: label('lessonNo'), width: 110 },
      {
        field: 'schedule_date',
        headerName: label('date'),
        width: 120,
        valueFormatter: (p) => (typeof p.value === 'string' ? formatDisplayDate(p.value) : ''),
      },
      { field: 'slot_label', headerName: label('slot'), width: 130, sortable: false },
      { field: 'center_name', headerName: label('center'), width: 120 },
      { field: 'student_name', headerName: label('student'), minWidth: 130, flex: 1 },
      { field: 'teacher_name', headerName: label('teacher'), minWidth: 130, flex: 1 },
      {
        colId: 'actor',
        field: 'actor',
        headerName: label('by'),
        width: 170,
        valueFormatter: (p) => {
          const row = p.data;
          if (!row) return '';
          const who =
            row.actor_name ?? (row.actor_user_no !== null ? t('scheduling.zoomLog.userNo', { no: row.actor_user_no }) : '');
          return who ? `${label(`actor.${row.actor}`)} ${who}` : label(`actor.${row.actor}`);
        },
      },
      ...(staff ? linkColumns : []),
      {
        field: 'passcode_changed',
        headerName: label('passcodeChanged'),
        width: 150,
        sortable: false,
        valueFormatter: (p) => (p.value === true ? label('yes') : ''),
      },
    ];
  }, [t, staff]);
  return (
    <div data-testid="zoom-log-page">
      <BrowsePage
        api="ZoomLog_doBrowse"
        titleKey="route.ZoomLog"
        columns={columns}
        appendPages
        filters={({ searchInfo, apply }) => (
          <>
            <DateRangeFilter apply={apply} label={label('period')} testId="zoom-log-range" />
            <Select
              // "all kinds" is an option rather than a clear button: that would be a target under 44 px
              style={{ minWidth: 160 }}
              aria-label={label('kindLabel')}
              value={typeof searchInfo.kind === 'string' ? searchInfo.kind : ALL}
              options={[{ value: ALL, label: label('allKinds') }, ...KINDS.map((k) => ({ value: k, label: label(`kind.${k}`) }))]}
              onChange={(v: string) => apply({ kind: v })}
              data-testid="zoom-log-kind"
            />
            <NumberFilter
              field="schedule_no"
              label={label('lessonNo')}
              searchInfo={searchInfo}
              apply={apply}
              testId="zoom-log-lesson"
              width={160}
            />
          </>
        )}
      />
    </div>
  );
}
