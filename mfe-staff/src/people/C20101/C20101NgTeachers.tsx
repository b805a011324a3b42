import type { DropdownOption, StudentNgTeacherRow } from '@school/contracts';
import { MultiSelectField, type EditFieldProps } from '@school/ui/screens';
import { TIME_ZONE } from '@school/ui';
import { useTranslation } from 'react-i18next';

type Props = EditFieldProps & {
  teachers: readonly DropdownOption[];
  // the NG teachers as saved, with who set each and when
  saved: readonly StudentNgTeacherRow[];
};

// SPEC §9 display format, in the school's time zone
const AT = new Intl.DateTimeFormat('ja-JP', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

// A student's NG teachers (SPEC §5 excluded list): pick the teachers; the saved ones say who set them and when.
export function C20101NgTeachers({ teachers, saved, ...field }: Props) {
  const { t } = useTranslation();
  // a retired teacher named NG before is no longer offered, but stays on the list
  const options = [
    ...teachers,
    ...saved
      .filter((s) => !teachers.some((o) => o.value === s.teacher_no))
      .map((s) => ({ value: s.teacher_no, label: s.teacher_name })),
  ];
  const picked = Array.isArray(field.value) ? (field.value as number[]) : [];
  const kept = saved.filter((s) => picked.includes(s.teacher_no));
  return (
    <>
      <MultiSelectField
        {...field}
        label={t('masters.c20101.field.ng_teacher_nos')}
        testId="c20101-ng_teacher_nos"
        options={options}
        hint={t('masters.c20101.ngHelp')}
      />
      <ul data-testid="c20101-ng-teachers">
        {kept.length === 0 ? <li>{t('masters.c20101.ngEmpty')}</li> : null}
        {kept.map((s) => (
          <li key={s.teacher_no}>
            {s.teacher_name}:{' '}
            {t('masters.c20101.ngSetBy', {
              user: s.set_by_user_no ?? '-',
              at: AT.format(new Date(s.set_at)),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
