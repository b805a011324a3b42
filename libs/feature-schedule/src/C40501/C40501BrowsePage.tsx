import { LESSON_LIST_STATE_FILTERS, type ChatroomCount, type LessonListRow, type LessonNoteOutput } from '@school/contracts';
import { formatDisplayDate } from '@school/domain';
import { LessonChatLink, useLessonChatCounts, useSession } from '@school/ui';
import { BrowsePage, CenterFilter, CsvExportButton } from '@school/ui/screens';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Button, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../DateRangeFilter';
import { NumberFilter } from '../NumberFilter';
import { C40501NoteDialog } from './C40501NoteDialog';

const ALL = '';
type NoteTarget = Pick<LessonListRow, 'schedule_no' | 'note' | 'lock_version'>;
// the notes saved on this page since the list was read: newer than the row's unless the list read a newer one
type Saved = ReadonlyMap<number, LessonNoteOutput>;
const current = (row: LessonListRow, saved: Saved): NoteTarget => {
  const s = saved.get(row.schedule_no);
  return s && s.lock_version > row.lock_version ? s : row;
};

type ChatCounts = ReadonlyMap<number, ChatroomCount>;

// The shown rows' chat counts (the lesson chat check, SPEC §9), handed to the page's chat column: the
// rows are the Browse page's, which gives them to its toolbar.
function RowChatCounts({ rows, onCounts }: { rows: LessonListRow[]; onCounts: (counts: ChatCounts) => void }) {
  const counts = useLessonChatCounts(
    useMemo(() => rows.map((r) => r.schedule_no), [rows]),
    'other',
  );
  useEffect(() => onCounts(counts), [counts, onCounts]);
  return null;
}

// C40501 lesson list (SPEC §7): staff see the lessons of their centers, filtered by center, dates,
// state, teacher and student, edit each lesson's contact note and export the list as CSV; student 110
// sees their own lessons (the server pins them) with neither the note nor the staff filters.
export function C40501BrowsePage() {
  const { t } = useTranslation();
  const staff = useSession().user?.isAdmin === true;
  const [saved, setSaved] = useState<Saved>(new Map());
  const [editing, setEditing] = useState<NoteTarget | null>(null);
  const [chats, setChats] = useState<ChatCounts>(new Map());
  const label = (key: string) => t(`scheduling.lessonList.${key}`);

  const columns = useMemo<ColDef<LessonListRow>[]>(() => {
    // the note and its button come early: the grid draws only the columns in view
    const editColumn: ColDef<LessonListRow> = {
      colId: 'edit',
      headerName: label('editNote'),
      width: 150,
      sortable: false,
      cellRenderer: ({ data }: ICellRendererParams<LessonListRow>) =>
        data ? (
          <Button
            size="small"
            onClick={() => setEditing(current(data, saved))}
            aria-label={`${label('editNote')} ${data.schedule_no}`}
            data-testid={`c40501-edit-${data.schedule_no}`}
          >
            {label('editNote')}
          </Button>
        ) : null,
    };
    const noteColumn: ColDef<LessonListRow> = {
      colId: 'note',
      headerName: label('note'),
      minWidth: 200,
      flex: 1,
      sortable: false,
      valueGetter: (p) => (p.data ? current(p.data, saved).note : null),
    };
    // each lesson's way into its chat room, with its unread count
    const chatColumn: ColDef<LessonListRow> = {
      colId: 'chat',
      headerName: t('chat.room.openChat'),
      width: 170,
      sortable: false,
      cellRenderer: ({ data }: ICellRendererParams<LessonListRow>) =>
        data ? <LessonChatLink scheduleNo={data.schedule_no} count={chats.get(data.schedule_no)} /> : null,
    };
    return [
      { field: 'schedule_no', headerName: label('lessonNo'), width: 110 },
      ...(staff ? [editColumn] : []),
      chatColumn,
      {
        field: 'schedule_date',
        headerName: label('date'),
        width: 120,
        valueFormatter: (p) => (typeof p.value === 'string' ? formatDisplayDate(p.value) : ''),
      },
      { field: 'slot_label', headerName: label('slot'), width: 130, sortable: false },
      ...(staff ? [noteColumn] : []),
      { field: 'student_name', headerName: label('student'), minWidth: 130, flex: 1 },
      { field: 'teacher_name', headerName: label('teacher'), minWidth: 130, flex: 1 },
      { field: 'state', headerName: label('stateLabel'), width: 120, valueFormatter: (p) => label(`state.${String(p.value)}`) },
      { field: 'center_name', headerName: label('center'), width: 120 },
      { field: 'original_center_name', headerName: label('transferredFrom'), width: 120 },
      {
        field: 'class_type',
        headerName: label('classTypeLabel'),
        width: 110,
        valueFormatter: (p) => label(`classType.${String(p.value)}`),
      },
      {
        field: 'attendance_distinction',
        headerName: label('attendanceLabel'),
        width: 150,
        valueFormatter: (p) => label(`attendance.${String(p.value)}`),
      },
    ];
  }, [t, staff, saved, chats]);

  return (
    <div data-testid="c40501-page">
      <BrowsePage
        api="C40501_doBrowse"
        titleKey="route.C40501Browse"
        columns={columns}
        filters={({ searchInfo, apply }) => (
          <>
            {staff ? (
              <CenterFilter
                searchInfo={searchInfo}
                apply={apply}
                label={label('center')}
                allLabel={label('allCenters')}
                testId="c40501-center"
              />
            ) : null}
            <DateRangeFilter apply={apply} label={label('period')} testId="c40501-range" />
            <Select
              style={{ minWidth: 150 }}
              value={typeof searchInfo.state === 'string' ? searchInfo.state : ALL}
              options={[
                { value: ALL, label: label('allStates') },
                ...LESSON_LIST_STATE_FILTERS.map((s) => ({ value: s, label: label(`state.${s}`) })),
              ]}
              onChange={(state: string) => apply({ state })}
              aria-label={label('stateLabel')}
              data-testid="c40501-state"
            />
            {staff ? (
              <>
                <NumberFilter
                  field="teacher_no"
                  label={label('teacherNo')}
                  searchInfo={searchInfo}
                  apply={apply}
                  testId="c40501-teacher_no"
                />
                <NumberFilter
                  field="student_no"
                  label={label('studentNo')}
                  searchInfo={searchInfo}
                  apply={apply}
                  testId="c40501-student_no"
                />
              </>
            ) : null}
          </>
        )}
        toolbar={(shown) => (
          <>
            <CsvExportButton
              api="C40501_exportCSV"
              input={{ searchInfo: shown.searchInfo, orderBy: shown.orderBy }}
              label={label('exportCsv')}
              testId="c40501-csv"
            />
            <RowChatCounts rows={shown.rows} onCounts={setChats} />
          </>
        )}
      />
      <C40501NoteDialog
        lesson={editing}
        onClose={() => setEditing(null)}
        onSaved={(note) => {
          setSaved((before) => new Map(before).set(note.schedule_no, note));
          setEditing(null);
        }}
      />
    </div>
  );
}
