import type { ResultProps } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';

type Props = Pick<ResultProps, 'status' | 'title' | 'subTitle' | 'extra'> & { 'data-testid'?: string };

// The same words without antd's styling, for when antd's Result cannot be fetched either (a failed
// web config may mean the page's own server is gone).
function PlainResult({ title, subTitle, extra, 'data-testid': testId }: ResultProps) {
  return (
    <div style={{ padding: 48, textAlign: 'center' }} data-testid={testId}>
      <h2>{title}</h2>
      <p>{subTitle}</p>
      {extra}
    </div>
  );
}

// antd's Result (≈ 11 KiB gzip) is fetched when such a page is shown, not with every screen (issue 26).
const Result = lazy<ComponentType<ResultProps>>(() => import('antd/es/result').catch(() => ({ default: PlainResult })));

// A page that only says how things stand: the app's configuration or a screen that failed, a portal
// that is down, a screen not built yet. Its icon, a title, what happened and an action.
export function StatusResult(props: Props) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
