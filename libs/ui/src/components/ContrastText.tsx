import { TEXT_COLOR_HEX, textColorFor } from '@school/domain';
import type { ReactNode } from 'react';

// Black or white text, whichever reads on the background (SPEC §9 contrast rule).
export function ContrastText({ background, children }: { background: string; children: ReactNode }) {
  return (
    <span style={{ background, color: TEXT_COLOR_HEX[textColorFor(background)], padding: '0 6px', borderRadius: 4 }}>
      {children}
    </span>
  );
}
