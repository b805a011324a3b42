import { isApiError } from '@school/ui';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

// A report the signed-in caller may not see answers 403 — alone, or as this API's failure inside a
// batch (522) — and the report pages show this page for it rather than logging the user out: the
// session is fine, only this report is not theirs. A lost session (401) still logs out.
export const isReportNotYours = (e: unknown, api: string): boolean => {
  if (!isApiError(e)) return false;
  if (e.status === 403) return true;
  if (e.status !== 522) return false;
  const errors = (e.body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.some((x: { api?: unknown; status?: unknown }) => x?.api === api && x?.status === 403);
};

export function ReportNotYours() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={<span data-testid="report-not-yours">{t('reports.screen.notYours')}</span>}
      subTitle={t('reports.screen.notYoursHint')}
    />
  );
}
