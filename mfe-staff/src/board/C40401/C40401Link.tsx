import { findRoute } from '@school/contracts';
import { isDateString, startOfWeek } from '@school/domain';
import { useSession } from '@school/ui';
import { Link } from '@school/ui/router';
import { useTranslation } from 'react-i18next';

type Props = { centerNo: number; date: string | null | undefined };

// The way to C40401 (SPEC §6 keeps it out of the sidebar): from the board and M00501, on the same
// center and the week of the date they show. Only for those who hold C40401 (the classroom accounts
// open the board and M00501 without it).
export function C40401Link({ centerNo, date }: Props) {
  const { t } = useTranslation();
  const allowed = useSession().user?.allowed_function_ids.includes('C40401') ?? false;
  if (!allowed) return null;
  const query = new URLSearchParams();
  if (centerNo) query.set('center_no', String(centerNo));
  if (isDateString(date)) query.set('start_date', startOfWeek(date));
  const search = query.toString();
  return (
    <Link to={`${findRoute('C40401Browse')?.path ?? '/'}${search ? `?${search}` : ''}`} data-testid="c40401-link">
      {t('board.c40401.open')}
    </Link>
  );
}
