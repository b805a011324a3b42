import { Alert, Button, Card, List, Typography } from 'antd';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangesAction, ChangesState } from './c30101-changes';
import { useMessageText } from './C30101CellEditor';
import type { C30101Labels } from './useC30101Labels';

// The rows marked but not saved (add / del), each with the server's messages after a refused save.
export function C30101MarkedList({
  state,
  dispatch,
  labels,
}: {
  state: ChangesState;
  dispatch: Dispatch<ChangesAction>;
  labels: C30101Labels;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const formErrors = state.errors.form ?? [];
  return (
    <Card size="small" title={t('masters.c30101.changes', { count: state.marked.length })} data-testid="c30101-marked">
      {state.save === 'validationError' && (formErrors.length || Object.keys(state.errors).some((k) => k.startsWith('row:'))) ? (
        <Alert
          type="error"
          showIcon
          message={t('form.invalid')}
          description={formErrors.length ? formErrors.map(text).join(' ') : undefined}
          style={{ marginBottom: 8 }}
          data-testid="c30101-form-error"
        />
      ) : null}
      {state.marked.length ? (
        <List
          size="small"
          dataSource={state.marked}
          renderItem={(m) => {
            const errors = state.errors[`row:${m.key}`] ?? [];
            const label = labels.marked(m);
            return (
              <List.Item
                data-testid="c30101-marked-row"
                actions={[
                  <Button
                    key="unmark"
                    size="small"
                    // antd spaces out a two-character CJK label ('取 消'), which its accessible name must contain
                    autoInsertSpace={false}
                    onClick={() => dispatch({ type: 'unmark', key: m.key })}
                    aria-label={t('masters.c30101.unmarkLabel', { row: label })}
                    disabled={state.save === 'saving'}
                  >
                    {t('masters.c30101.unmark')}
                  </Button>,
                ]}
              >
                <div>
                  <div>{label}</div>
                  {errors.map((e, i) => (
                    <Typography.Text key={i} type="danger" style={{ display: 'block' }} data-testid="c30101-row-error">
                      {text(e)}
                    </Typography.Text>
                  ))}
                </div>
              </List.Item>
            );
          }}
        />
      ) : (
        <Typography.Text type="secondary">{t('masters.c30101.noChanges')}</Typography.Text>
      )}
    </Card>
  );
}
