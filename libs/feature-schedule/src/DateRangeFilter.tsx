import type { SearchInfo } from '@school/contracts';
import { initialDateRangeState, type DateRangeState } from '@school/domain';
import { DateRangePicker } from '@school/ui/screens';
import { useState } from 'react';

type Props = {
  apply: (patch: SearchInfo) => void;
  // the picker's label, also the group's accessible name
  label: string;
  testId: string;
};

// A lesson list's period filter (since, until): the picker keeps its half-chosen state, the list is
// asked again with both ends (either may be cleared).
export function DateRangeFilter({ apply, label, testId }: Props) {
  const [range, setRange] = useState<DateRangeState>(() => initialDateRangeState());
  return (
    <span role="group" aria-label={label} data-testid={testId}>
      <DateRangePicker
        value={range}
        label={label}
        onChange={(next) => {
          setRange(next);
          const [since, until] = next.range;
          apply({ since: since ?? '', until: until ?? '' });
        }}
      />
    </span>
  );
}
