import type { BoardEditableOutput, DropdownOption } from '@school/contracts';
import { boardDefaultEnd, isDateString } from '@school/domain';
import { centersDropdown, useApi, useNotices, type ApiClient } from '@school/ui';
import { useSearchParams } from '@school/ui/router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askFirst } from './useBoardChange';

export type BoardRangeChoice = { center_no: number; start_date: string; end_date: string; center_group_no?: number | null };

// What the board opens with: the user's centers and center groups (fresh, so a center added a moment
// ago is there; SPEC §6: only those the user works on) and whether and when the user may edit.
// noRange: no center, or none of its lessons waits for a teacher, so there is no range to read.
type Opening = { centers: DropdownOption[]; groups: DropdownOption[]; editable: BoardEditableOutput | null; noRange: boolean };
// a center group's centers (SPEC §7 centers by group_flag)
type GroupCenters = { groupNo: number; centers: DropdownOption[] };

// the user's own centers (SPEC §6), or those of one center group
const centersOf = (api: ApiClient, groupFlag: 0 | 1, groupNo: number | null = null) =>
  centersDropdown(api, groupFlag, true, groupNo);
const none = (): DropdownOption[] => [];

// The board's center and date range, kept in the query (center_group_no, center_no, start_date,
// end_date); dirty: the board has pending changes, which a switch drops, so it asks first (as
// leaving the page does).
export function useBoardRange(dirty: boolean) {
  const { t } = useTranslation();
  const api = useApi();
  const { modal } = useNotices();
  const [params, setParams] = useSearchParams();
  const [opening, setOpening] = useState<Opening | null>(null);
  const [grouped, setGrouped] = useState<GroupCenters | null>(null);
  // SPEC §7 centers by group_flag: a center group (1) narrows the center choice to its centers
  const groupNo = Number(params.get('center_group_no')) || null;
  const centers = opening?.centers ?? [];
  const centerChoices = groupNo ? (grouped?.groupNo === groupNo ? grouped.centers : []) : centers;
  const withGroup = (query: Record<string, string>, group = groupNo) =>
    group ? { center_group_no: String(group), ...query } : query;

  const centerNo = Number(params.get('center_no')) || centerChoices[0]?.value || 0;
  const askedStart = params.get('start_date');
  // the opening's start until the query has it: the router applies its update later, in a render of its own
  const [openedAt, setOpenedAt] = useState<{ centerNo: number; start: string } | null>(null);
  if (openedAt && isDateString(askedStart)) setOpenedAt(null);
  const start = isDateString(askedStart) ? askedStart : openedAt?.centerNo === centerNo ? openedAt.start : null;
  const askedEnd = params.get('end_date');
  const end = start ? (isDateString(askedEnd) ? askedEnd : boardDefaultEnd(start)) : null;
  const startAt = (center: number, courseStart: string) =>
    setParams(withGroup({ center_no: String(center), start_date: courseStart, end_date: boardDefaultEnd(courseStart) }), {
      replace: true,
    });

  // The opening reads, and without a range in the query where it starts (the first center's lessons
  // still waiting for a teacher), applied in one update with the range: the page renders once between
  // its first render and the board's data, not once for each answer (issue 26).
  useEffect(() => {
    let live = true;
    void (async () => {
      const [own, groups, inGroup, editable] = await Promise.all([
        centersOf(api, 0).catch(none),
        centersOf(api, 1).catch(none),
        groupNo ? centersOf(api, 0, groupNo).catch(none) : null,
        api.call('C40101_canEdit', {}, { silent: true }).catch(() => null),
      ]);
      const center = centerNo || (inGroup ?? own)[0]?.value || 0;
      const courseStart =
        center && !start
          ? await api
              .call('C40101_getCourseStartDate', { center_no: center })
              .then((out) => out.course_start_date)
              .catch(() => null)
          : null;
      if (!live) return;
      setOpening({ centers: own, groups, editable, noRange: !center || (!start && !courseStart) });
      if (groupNo && inGroup) setGrouped({ groupNo, centers: inGroup });
      if (courseStart) {
        setOpenedAt({ centerNo: center, start: courseStart });
        startAt(center, courseStart);
      }
    })();
    return () => {
      live = false;
    };
    // once, as the board opens; what the user chooses after is read below
  }, [api]);

  // a center group chosen after the opening (or by the history)
  useEffect(() => {
    if (!opening || !groupNo || grouped?.groupNo === groupNo) return;
    let live = true;
    centersOf(api, 0, groupNo)
      .then((inGroup) => live && setGrouped({ groupNo, centers: inGroup }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, opening, groupNo, grouped]);

  // without a range (the sidebar's link after the opening) the board goes where lessons still wait
  // for a teacher
  useEffect(() => {
    if (!opening || !centerNo || start) return;
    let live = true;
    api
      .call('C40101_getCourseStartDate', { center_no: centerNo })
      .then(({ course_start_date }) => live && startAt(centerNo, course_start_date))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, opening, centerNo, start, setParams]);

  const show = (next: BoardRangeChoice) => {
    const go = () =>
      setParams(
        withGroup(
          { center_no: String(next.center_no), start_date: next.start_date, end_date: next.end_date },
          next.center_group_no === undefined ? groupNo : next.center_group_no,
        ),
      );
    if (!dirty) return go();
    askFirst(modal, t, t('confirm.unsavedChanges'), go);
  };

  // a group shows its first center, or the shown one when it belongs to the group
  const chooseGroup = async (group: number | null) => {
    const members = group ? await centersOf(api, 0, group) : centers;
    if (group) setGrouped({ groupNo: group, centers: members });
    const center = members.find((c) => c.value === centerNo) ?? members[0];
    show({ center_group_no: group, center_no: center?.value ?? centerNo, start_date: start ?? '', end_date: end ?? '' });
  };

  return {
    centers,
    groups: opening?.groups ?? [],
    centerChoices,
    groupNo,
    centerNo,
    start,
    end,
    editable: opening?.editable ?? null,
    // the opening reads are answered and found no range to read
    noRange: !!opening?.noRange && !start,
    show,
    chooseGroup,
  };
}

export type BoardRange = ReturnType<typeof useBoardRange>;
