import { boardDefaultEnd, isDateString } from '@school/domain';
import { useApi, useCenterOptions, useNotices } from '@school/ui';
import { useSearchParams } from '@school/ui/router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { askFirst } from './useBoardChange';

export type BoardRangeChoice = { center_no: number; start_date: string; end_date: string; center_group_no?: number | null };

// The board's center and date range, kept in the query (center_group_no, center_no, start_date,
// end_date); dirty: the board has pending changes, which a switch drops, so it asks first (as
// leaving the page does).
export function useBoardRange(dirty: boolean) {
  const { t } = useTranslation();
  const api = useApi();
  const { modal } = useNotices();
  const centers = useCenterOptions(0, true);
  const [params, setParams] = useSearchParams();
  // SPEC §7 centers by group_flag: a center group (1) narrows the center choice to its centers
  const groupNo = Number(params.get('center_group_no')) || null;
  const groups = useCenterOptions(1, true);
  const groupCenters = useCenterOptions(0, true, groupNo);
  const centerChoices = groupNo ? groupCenters : centers;
  const withGroup = (query: Record<string, string>, group = groupNo) =>
    group ? { center_group_no: String(group), ...query } : query;

  const centerNo = Number(params.get('center_no')) || centerChoices[0]?.value || 0;
  const askedStart = params.get('start_date');
  const start = isDateString(askedStart) ? askedStart : null;
  const askedEnd = params.get('end_date');
  const end = start ? (isDateString(askedEnd) ? askedEnd : boardDefaultEnd(start)) : null;

  // without a range the board opens where lessons still wait for a teacher
  useEffect(() => {
    if (!centerNo || start) return;
    let live = true;
    api
      .call('C40101_getCourseStartDate', { center_no: centerNo })
      .then(({ course_start_date }) => {
        if (live)
          setParams(
            withGroup({
              center_no: String(centerNo),
              start_date: course_start_date,
              end_date: boardDefaultEnd(course_start_date),
            }),
            { replace: true },
          );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, centerNo, start, setParams]);

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
    const members = group
      ? await api.call(
          'M0110CenterService.getCentersDropdown_Authority',
          { group_flag: 0, center_group_no: group },
          { silent: true },
        )
      : centers;
    const center = members.find((c) => c.value === centerNo) ?? members[0];
    show({ center_group_no: group, center_no: center?.value ?? centerNo, start_date: start ?? '', end_date: end ?? '' });
  };

  return { centers, groups, centerChoices, groupNo, centerNo, start, end, show, chooseGroup };
}

export type BoardRange = ReturnType<typeof useBoardRange>;
