import type { SearchInfo } from '@school/contracts';
import { InputNumber } from 'antd';
import { useState } from 'react';

type Props = {
  // the searchInfo field it sets (a lesson, teacher or student number)
  field: string;
  label: string;
  searchInfo: SearchInfo;
  apply: (patch: SearchInfo) => void;
  testId: string;
  width?: number;
};

// A number filter asked for once typed (Enter or leaving it), not at each digit. No step buttons:
// they would be targets under 44 px on a phone.
export function NumberFilter({ field, label, searchInfo, apply, testId, width = 140 }: Props) {
  const applied = typeof searchInfo[field] === 'number' ? searchInfo[field] : null;
  // what is applied already (a screen opened on one student's path) shows in the box
  const [value, setValue] = useState<number | null>(applied);
  const commit = () => {
    if (value !== applied) apply({ [field]: value ?? '' });
  };
  return (
    <InputNumber
      controls={false}
      min={1}
      precision={0}
      style={{ width }}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(v: number | null) => setValue(v)}
      onPressEnter={commit}
      onBlur={commit}
      data-testid={testId}
    />
  );
}
