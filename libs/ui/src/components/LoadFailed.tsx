import { Button, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { TOUCH_TARGET } from '../theme/touch-target';

// antd's Result with its icons is 11 KiB gzip: fetched when a read has failed, not with every screen
// that could fail (the daily screens on a phone, issue 26).
const Result = lazy(() => import('antd/es/result'));

type Props = { title: string; retryLabel?: string; onRetry?: () => void; testId?: string };

// A screen's read failed: say so, with a way to read again. The message shows at once, the Result's
// picture once it has come.
export function LoadFailed({ title, retryLabel, onRetry, testId }: Props) {
  const retry =
    onRetry && retryLabel ? (
      <Button onClick={onRetry} style={TOUCH_TARGET}>
        {retryLabel}
      </Button>
    ) : null;
  return (
    <div data-testid={testId}>
      <Suspense
        fallback={
          <div role="alert">
            <Typography.Text>{title}</Typography.Text> {retry}
          </div>
        }
      >
        <Result status="error" title={title} extra={retry} />
      </Suspense>
    </div>
  );
}
