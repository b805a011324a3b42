import type { LinkChoice, LinkKind } from '@school/contracts';
import { useApi } from '@school/ui';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  kind: LinkKind;
  value: number | null;
  onChange: (value: number | null) => void;
  status?: 'error';
  testId?: string;
  // the id its label points at
  id?: string;
};

// The teacher or student an account is linked to, searched by number or name in the masters
// service (which owns them); the current link is always among the choices.
export function M20901LinkSelect({ kind, value, onChange, status, testId, id }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<LinkChoice[]>([]);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api
        .call('M20901_getLinkChoices', { kind, search, include: value }, { silent: true })
        .then((choices) => live && setOptions(choices))
        .catch(() => undefined);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // the current value only matters for the first answer
  }, [api, kind, search]);

  return (
    <Select<number>
      id={id}
      showSearch
      allowClear
      value={value ?? undefined}
      options={options}
      filterOption={false}
      onSearch={setSearch}
      onChange={(v) => onChange(v ?? null)}
      placeholder={t('masters.m20901.linkSearch')}
      status={status}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
