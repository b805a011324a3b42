import type { SearchInfo } from '@school/contracts';
import { Select } from 'antd';
import { useCenterOptions } from './useCenterOptions';

type Props = {
  searchInfo: SearchInfo;
  apply: (patch: SearchInfo) => void;
  // the select's label and its "every center" option
  label: string;
  allLabel: string;
  testId: string;
};

// A Browse page's center filter (center_no): the centers the user works on, or all of them.
export function CenterFilter({ searchInfo, apply, label, allLabel, testId }: Props) {
  const centers = useCenterOptions(0, true);
  return (
    <Select
      style={{ minWidth: 180 }}
      value={(searchInfo.center_no as number | undefined) ?? ''}
      options={[{ value: '', label: allLabel }, ...centers]}
      onChange={(center_no) => apply({ center_no })}
      aria-label={label}
      data-testid={testId}
    />
  );
}
