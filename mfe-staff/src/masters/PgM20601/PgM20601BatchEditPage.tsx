import type { NameEntryRecord, NamesBatchRow, NamesGroupOutput } from '@school/contracts';
import { namesRowErrorKey, parseNamesRowErrorKey, validateNamesRows, type NamesRowField } from '@school/domain';
import { isApiError, useApi, useFieldMessageText, useNotices, useUnsavedChangesPrompt, type FieldMessage } from '@school/ui';
import { Button, Card, Empty, Form, Input, InputNumber, Result, Select, Skeleton, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// One row as the page edits it: id is the page's own, key the code the row was read with (null: added).
type EditRow = {
  id: string;
  key: string | null;
  lock_version?: number;
  names_code: string;
  names_name: string;
  sort_order: number | null;
};
type Deleted = { names_code: string; lock_version: number };
type RowErrors = Partial<Record<NamesRowField, FieldMessage[]>>;
type Loaded = { namesNo: number; groups: number[]; rows: EditRow[] };

let nextId = 1;
const newId = () => `row-${nextId++}`;
const toEditRows = (rows: NameEntryRecord[]): EditRow[] =>
  rows.map((r) => ({
    id: newId(),
    key: r.names_code,
    lock_version: r.lock_version,
    names_code: r.names_code,
    names_name: r.names_name,
    sort_order: r.sort_order,
  }));
const snapshot = (rows: EditRow[], deleted: Deleted[]) => JSON.stringify([rows.map(({ id: _id, ...r }) => r), deleted]);

// PgM20601BatchEdit (/M20601): a name group's rows edited as one batch. The SPEC §5 code rules run
// before anything is sent (info 入力内容にエラーがあります。修正してください。); the server's 422 lands
// on the same rows; a stale row is the client's MSG_0001 and nothing of the batch is saved.
export function PgM20601BatchEditPage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = useNotices();
  const api = useApi();
  const text = useFieldMessageText();
  const groupId = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error' | 'saving'>('loading');
  const [rows, setRows] = useState<EditRow[]>([]);
  const [deleted, setDeleted] = useState<Deleted[]>([]);
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});

  const show = (output: NamesGroupOutput) => {
    const editRows = toEditRows(output.rows);
    setLoaded({ namesNo: output.names_no, groups: output.groups, rows: editRows });
    setRows(editRows);
    setDeleted([]);
    setErrors({});
    setStatus('loaded');
  };
  const load = (namesNo?: number) => {
    setStatus('loading');
    api
      .call('M20601_getBatchEdit', namesNo === undefined ? {} : { names_no: namesNo })
      .then(show)
      .catch((e: unknown) => {
        if (!(isApiError(e) && e.aborted)) setStatus('error');
      });
  };
  useEffect(() => load(), []);

  const dirty = loaded !== null && snapshot(rows, deleted) !== snapshot(loaded.rows, []);
  useUnsavedChangesPrompt(dirty);

  const groupLabel = (no: number) =>
    i18n.exists(`masters.m20601.groups.${no}`)
      ? `${no} ${t(`masters.m20601.groups.${no}`)}`
      : t('masters.m20601.groupOther', { no });
  const pickGroup = (no: number) => {
    if (!dirty) return load(no);
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('confirm.unsavedChanges'),
      okText: t('common.yes'),
      cancelText: t('common.no'),
      width: 'min(500px, calc(100vw - 32px))',
      onOk: () => load(no),
    });
  };

  const change = (id: string, field: NamesRowField, value: string | number | null) => {
    setRows((list) => list.map((r) => (r.id === id ? { ...r, [field]: value } : r)));
    setErrors((all) => (all[id]?.[field] ? { ...all, [id]: { ...all[id], [field]: undefined } } : all));
  };
  const addRow = () => {
    const last = rows.reduce((max, r) => Math.max(max, r.sort_order ?? 0), 0);
    setRows((list) => [...list, { id: newId(), key: null, names_code: '', names_name: '', sort_order: last + 1 }]);
  };
  const removeRow = (row: EditRow) => {
    setRows((list) => list.filter((r) => r.id !== row.id));
    if (row.key !== null && row.lock_version !== undefined) {
      const stored = { names_code: row.key, lock_version: row.lock_version };
      setDeleted((list) => [...list, stored]);
    }
  };

  const send = async () => {
    if (!loaded) return;
    setStatus('saving');
    const batch: NamesBatchRow[] = rows.map((r) => ({
      key: r.key,
      lock_version: r.lock_version,
      names_code: r.names_code,
      names_name: r.names_name,
      sort_order: r.sort_order as number,
    }));
    try {
      show(await api.call('M20601_doBatchEdit', { names_no: loaded.namesNo, rows: batch, deleted }));
      void message.success(t('masters.m20601.batchDone'));
    } catch (e) {
      setStatus('loaded');
      const fieldErrors = isApiError(e) ? e.fieldErrors : null;
      if (!fieldErrors) return;
      const next: Record<string, RowErrors> = {};
      for (const [key, texts] of Object.entries(fieldErrors)) {
        const cell = parseNamesRowErrorKey(key);
        const row = cell ? rows[cell.index] : undefined;
        if (cell && row) next[row.id] = { ...next[row.id], [cell.field]: texts.map((m) => ({ text: m })) };
      }
      setErrors(next);
    }
  };
  const save = () => {
    const check = validateNamesRows(rows);
    if (!check.ok) {
      setErrors(Object.fromEntries(rows.map((r, i) => [r.id, check.rows[i]])));
      void message.info(t('form.invalid'));
      return;
    }
    setErrors({});
    // removed rows are deleted for good: ask first (SPEC §5 本当に削除しますか？)
    if (!deleted.length) return void send();
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('confirm.delete'),
      okText: t('common.yes'),
      cancelText: t('common.no'),
      okButtonProps: { danger: true },
      width: 'min(500px, calc(100vw - 32px))',
      onOk: () => void send(),
    });
  };

  // a row's input is named by its column and row: '2行目のコード'
  const cellLabel = (index: number, column: 'code' | 'name' | 'sortOrder') =>
    t('ui.table.cell', { row: index + 1, column: t(`masters.m20601.${column}`) });
  const cell = (row: EditRow, index: number, field: NamesRowField, input: ReactNode) => {
    const messages = errors[row.id]?.[field] ?? [];
    return (
      <Form.Item
        style={{ margin: 0 }}
        validateStatus={messages.length ? 'error' : undefined}
        help={
          messages.length ? (
            <span data-testid={`m20601-error-${namesRowErrorKey(index, field)}`}>{messages.map(text).join(' ')}</span>
          ) : undefined
        }
      >
        {input}
      </Form.Item>
    );
  };
  const columns: ColumnsType<EditRow> = [
    {
      title: t('masters.m20601.code'),
      width: 200,
      render: (_, row, i) =>
        cell(
          row,
          i,
          'names_code',
          <Input
            aria-label={cellLabel(i, 'code')}
            value={row.names_code}
            onChange={(e) => change(row.id, 'names_code', e.target.value)}
            data-testid={`m20601-code-${i}`}
          />,
        ),
    },
    {
      title: t('masters.m20601.name'),
      render: (_, row, i) =>
        cell(
          row,
          i,
          'names_name',
          <Input
            aria-label={cellLabel(i, 'name')}
            value={row.names_name}
            onChange={(e) => change(row.id, 'names_name', e.target.value)}
            data-testid={`m20601-name-${i}`}
          />,
        ),
    },
    {
      title: t('masters.m20601.sortOrder'),
      width: 130,
      render: (_, row, i) =>
        cell(
          row,
          i,
          'sort_order',
          <InputNumber
            aria-label={cellLabel(i, 'sortOrder')}
            value={row.sort_order}
            precision={0}
            onChange={(v) => change(row.id, 'sort_order', v)}
            data-testid={`m20601-sort-${i}`}
          />,
        ),
    },
    {
      title: t('masters.m20601.actions'),
      width: 100,
      render: (_, row, i) => (
        <Button danger onClick={() => removeRow(row)} data-testid={`m20601-remove-${i}`}>
          {t('masters.m20601.removeRow')}
        </Button>
      ),
    },
  ];

  if (status === 'error' && !loaded) return <Result status="error" title={t('ui.edit.loadError')} />;
  return (
    <Card title={t('route.PgM20601BatchEdit')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <label htmlFor={groupId}>{t('masters.m20601.group')}</label>
          <Select
            id={groupId}
            style={{ minWidth: 240 }}
            // a short list: every group is in the page, not only the ones scrolled to
            virtual={false}
            value={loaded?.namesNo}
            options={(loaded?.groups ?? []).map((no) => ({ value: no, label: groupLabel(no) }))}
            onChange={pickGroup}
            disabled={status === 'saving'}
            data-testid="m20601-group"
          />
        </Space>
        {status === 'loading' ? (
          <Skeleton active />
        ) : (
          <Table<EditRow>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={rows}
            pagination={false}
            locale={{ emptyText: <Empty description={t('masters.m20601.noRows')} /> }}
            data-testid="m20601-rows"
          />
        )}
        <Space wrap>
          <Button onClick={addRow} disabled={status !== 'loaded'} data-testid="m20601-add">
            {t('masters.m20601.addRow')}
          </Button>
          <Button
            type="primary"
            onClick={save}
            loading={status === 'saving'}
            disabled={status === 'loading'}
            data-testid="m20601-save"
          >
            {t('masters.m20601.save')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
