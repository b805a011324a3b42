import type { StudentSearchRow } from '@school/contracts';
import { useApi } from '@school/ui';
import { Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: number | null;
  // the chosen student as the header read them, so the picker names them before any search
  current: StudentSearchRow | null;
  onChange: (studentNo: number) => void;
};

const CLASSIFICATIONS = [0, 1, 2, 3] as const;
// typing pauses this long before the search is sent
const SEARCH_DELAY_MS = 300;

// The student C30101 works on (SPEC's {hash}(student_classification)): staff search the students of
// their centers by name, reading or number, narrowed by enrollment status.
export function C30101StudentPicker({ value, current, onChange }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const [text, setText] = useState('');
  const [classification, setClassification] = useState<number | null>(1);
  const [rows, setRows] = useState<StudentSearchRow[]>([]);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      setSearching(true);
      api
        .call(
          'C30101_searchStudents',
          {
            ...(text.trim() ? { search: text.trim() } : {}),
            ...(classification === null ? {} : { student_classification: classification }),
          },
          { silent: true },
        )
        .then((found) => live && setRows(found))
        .catch(() => live && setRows([]))
        .finally(() => live && setSearching(false));
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, text, classification]);

  const label = (r: StudentSearchRow) => t('masters.c30101.studentOption', { name: r.student_name, no: r.student_no });
  const shown = current && !rows.some((r) => r.student_no === current.student_no) ? [current, ...rows] : rows;
  return (
    <Space wrap>
      <Select
        value={classification ?? 'all'}
        onChange={(v: number | 'all') => setClassification(v === 'all' ? null : v)}
        options={[
          { value: 'all', label: t('masters.c30101.classificationAll') },
          ...CLASSIFICATIONS.map((c) => ({ value: c, label: t(`masters.c30101.classificationOf.${c}`) })),
        ]}
        aria-label={t('masters.c30101.classification')}
        style={{ minWidth: 120 }}
        data-testid="c30101-classification"
      />
      <Select
        showSearch
        value={value ?? undefined}
        placeholder={t('masters.c30101.studentSearch')}
        aria-label={t('masters.c30101.student')}
        filterOption={false}
        onSearch={setText}
        onChange={(no: number) => onChange(no)}
        loading={searching}
        notFoundContent={searching ? null : t('masters.c30101.noStudent')}
        options={shown.map((r) => ({ value: r.student_no, label: label(r) }))}
        style={{ minWidth: 280 }}
        data-testid="c30101-student"
      />
    </Space>
  );
}
