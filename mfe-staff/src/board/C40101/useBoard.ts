import {
  boardChannel,
  isBoardLiveEvent,
  boardLessonsOf,
  type BoardCalendarOutput,
  type BoardLesson,
  type BoardTeacher,
  type DistributeDateState,
} from '@school/contracts';
import {
  ASSIGNMENT_ERROR,
  boardDay,
  boardKnows,
  boardScreenReducer,
  conflictingLessons,
  INITIAL_BOARD_SCREEN,
  isInEditablePeriod,
  pendingLessons,
} from '@school/domain';
import { useApi, useCoalesced, useLiveChannels, useNotices, useScreenLoad, useUnsavedChangesPrompt } from '@school/ui';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boardQuery, boardReads } from './board-reads';
import { useBoardRange } from './useBoardRange';
import { useLessonHints } from './useLessonHints';

type BoardData = {
  calendar: BoardCalendarOutput;
  teachers: BoardTeacher[];
  lessons: BoardLesson[];
  // per date: automatic / by-hand counts and the last automatic run (C40101_distribute)
  distribute: DistributeDateState[];
};

// C40101's data: the range in the query, the board read for it (calendar, teachers with their
// shifts, lessons), the screen state kept by boardScreenReducer (libs/domain), and the save, which
// sends only the pending lessons; the page draws what this gives.
export function useBoard() {
  const { t } = useTranslation();
  const api = useApi();
  const { message } = useNotices();
  const [state, dispatch] = useReducer(boardScreenReducer, INITIAL_BOARD_SCREEN);
  const { board, day, selectedNo, acceptWarnings } = state;
  const range = useBoardRange(board?.dirty ?? false);
  const { centerNo, start, end, editable } = range;
  const [reloads, setReloads] = useState(0);
  const [saving, setSaving] = useState(false);

  const loaded = useScreenLoad<BoardData | null>(
    () => {
      // the range still coming is no render of its own (a page with nothing, then the skeleton again)
      if (!centerNo || !start || !end) return range.noRange ? Promise.resolve(null) : null;
      // the screen shows a failure once, so the client's own reaction is left to useScreenLoad
      const quiet = { handleErrors: false };
      return api
        .callAll(boardReads(boardQuery(centerNo, start, end)), quiet)
        .then(([calendar, teachers, lessons, distribute]) => ({
          calendar,
          teachers,
          lessons: boardLessonsOf(lessons, centerNo),
          distribute,
        }));
    },
    [api, centerNo, start, end, reloads, range.noRange],
    'board.c40101.loadFailed',
  );
  // The lessons read again after a change heard live (docs/live.md), for the range they were read for.
  const rangeKey = `${centerNo}|${start}|${end}|${reloads}`;
  const [liveLessons, setLiveLessons] = useState<{ key: string; lessons: BoardLesson[] } | null>(null);
  const loadedData = loaded.state === 'loaded' ? loaded.data : null;
  const data = useMemo(
    () => (loadedData && liveLessons?.key === rangeKey ? { ...loadedData, lessons: liveLessons.lessons } : loadedData),
    [loadedData, liveLessons, rangeKey],
  );

  // The board's state from new data in the render that has the data, so the data is not committed
  // without its board (an empty commit, then a second one). The same read with its lessons read again
  // live keeps the pick; a read of its own (a reload) does not.
  const [shown, setShown] = useState<{ data: BoardData | null; read: BoardData | null }>({ data: null, read: null });
  if (data && data !== shown.data) {
    setShown({ data, read: loadedData });
    const keepPick = shown.read === loadedData;
    dispatch({ type: 'loaded', lessons: data.lessons, days: data.calendar.days.map((d) => d.schedule_date), keepPick });
  }
  useEffect(() => {
    if (data?.calendar.days.length === 0) void message.warning(t('board.c40101.emptyRange'));
  }, [data, message, t]);

  useUnsavedChangesPrompt(board?.dirty ?? false);

  // Live: a change made elsewhere to a lesson of the shown center and dates. A clean board reads its
  // lessons again (quietly, the grid stays); a board with pending changes keeps them, applies what it
  // can and marks the pending changes the change conflicts with (libs/domain live-change.ts), the rest
  // shown after the save, which reads the board again (SPEC §4).
  const boardNow = useRef(board);
  boardNow.current = board;
  const readLessonsSoon = useCoalesced(() => {
    if (!centerNo || !start || !end) return;
    const key = rangeKey;
    api
      .call('C40101_getAppliedSchedule', { center_no: centerNo, start_date: start, end_date: end }, { silent: true })
      .then((output) => {
        // changes made on this board meanwhile are not lost to the read
        if (boardNow.current?.dirty) dispatch({ type: 'stale' });
        else setLiveLessons({ key, lessons: boardLessonsOf(output, centerNo) });
      })
      .catch(() => undefined);
  });
  const channels = useMemo(
    () => (centerNo && loadedData ? loadedData.calendar.days.map((d) => boardChannel(centerNo, d.schedule_date)) : []),
    [centerNo, loadedData],
  );
  useLiveChannels(channels, {
    onEvent: (change) => {
      if (!isBoardLiveEvent(change) || !board || boardKnows(board, change)) return;
      if (board.dirty) dispatch({ type: 'live', change });
      else readLessonsSoon();
    },
    onReconnect: () => (board?.dirty ? dispatch({ type: 'stale' }) : readLessonsSoon()),
  });

  const byNo = useMemo(() => new Map((data?.lessons ?? []).map((l) => [l.schedule_no, l])), [data]);
  // the shown day: the grid's lessons (pending changes included) by teacher, and those waiting for one
  const { byTeacher: lessonsByTeacher, waiting } = useMemo(() => boardDay(board, day, byNo), [board, day, byNo]);
  const selected = selectedNo ? byNo.get(selectedNo) : undefined;
  const selectedState = selectedNo ? board?.lessons.find((l) => l.schedule_no === selectedNo) : undefined;
  const hints = useLessonHints(selected, range);

  const canEdit = !!editable && !!day && isInEditablePeriod(day, { min: editable.min_date, max: editable.max_date });
  // the resets and a lesson's changes reload the board: only on a clean one, and in the editable period
  const blockedBy = board?.dirty ? t('board.c40101.cleanFirst') : canEdit ? null : t(ASSIGNMENT_ERROR.outsideEditablePeriod);
  const reload = () => setReloads((n) => n + 1);

  const save = async () => {
    if (!board) return;
    // the version the board holds: as read, or as a change heard live left a lesson with nothing pending
    const lessons = pendingLessons(board).map((l) => ({
      schedule_no: l.schedule_no,
      teacher_no: l.teacher_no ?? 0,
      lock_version: l.lock_version ?? byNo.get(l.schedule_no)?.lock_version ?? 0,
    }));
    setSaving(true);
    try {
      const out = await api.call('C40101_updateSchedule', {
        center_no: centerNo,
        lessons,
        ...(acceptWarnings ? { accept_warnings: true } : {}),
      });
      const failed = out.results.filter((r) => r.status !== 'ok');
      if (failed.length) {
        for (const text of new Set(failed.map((r) => r.message ?? t(r.status)))) void message.error(text);
      } else if (out.changed === 0) void message.info(t('board.c40101.noChange'));
      else void message.success(t('MSG_1001'));
      dispatch({ type: 'saved' });
      reload();
    } finally {
      setSaving(false);
    }
  };

  return {
    range,
    loaded,
    data,
    editable,
    state,
    dispatch,
    byNo,
    lessonsByTeacher,
    waiting,
    selected,
    selectedState,
    ...hints,
    canEdit,
    blockedBy,
    pendingCount: board ? pendingLessons(board).length : 0,
    conflicts: conflictingLessons(board),
    reload,
    save,
    saving,
  };
}

export type Board = ReturnType<typeof useBoard>;
