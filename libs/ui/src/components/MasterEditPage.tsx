import { buildPath, findRoute, type ApiInput, type ApiName, type ApiOutput, type Locked } from '@school/contracts';
import type { FormResult, FormSchema, FormValues } from '@school/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from '../router';
import type { ApiNameReadAs } from '../api/api-client';
import { useApi } from './ServicesContext';
import type { EditState } from '../state/edit-state';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { EditPage, type EditFormApi } from './EditPage';
import { useNotices } from '../hooks/useNotices';

// A row as the page edits it: its values with the lock_version it was read at.
type EditedRow = Locked & FormValues;
// The APIs that answer such a row (getEdit, doAdd, doEdit).
export type MasterRowApi = ApiNameReadAs<EditedRow>;
// The APIs that answer the same row as G (a screen's doAdd and doEdit answer what its getEdit does).
type SameRowApi<G extends MasterRowApi> = {
  [N in MasterRowApi]: [ApiOutput<N>] extends [ApiOutput<G>] ? ([ApiOutput<G>] extends [ApiOutput<N>] ? N : never) : never;
}[MasterRowApi];
// The APIs that delete a row named with its lock_version.
export type MasterDeleteApi = {
  [N in ApiName]: [ApiOutput<N>] extends [null] ? (ApiInput<N> extends Locked ? N : never) : never;
}[ApiName];
// The fields of an API's input (of any of its inputs, when it takes one of several).
type InputField<N extends ApiName> = ApiInput<N> extends infer I ? (I extends unknown ? keyof I & string : never) : never;

// A master screen's calls: its rows are read, added, edited and deleted by these (a screen whose rows
// are never deleted names no doDelete). A screen whose one doSave adds a row
// without its number and edits one with it (SPEC §7 M00101) names that instead of doAdd and doEdit.
export type MasterApis<G extends MasterRowApi> = {
  getEdit: G;
  doDelete?: MasterDeleteApi;
} & ({ doAdd: SameRowApi<G>; doEdit: SameRowApi<G> } | { doSave: SameRowApi<G> });

type Props<G extends MasterRowApi> = {
  // the screen id: its routes are <screen>Browse, <screen>Add and <screen>Edit
  screen: string;
  apis: MasterApis<G>;
  // the row's number, in the values and in every call's input
  keyField: InputField<G>;
  // the Edit route's parameter holding that number (absent on the Add route)
  routeParam: string;
  schema: FormSchema;
  // a new row's values
  blank: FormValues;
  validate?: (values: FormValues) => FormResult;
  // sent with every call (e.g. which child of a screen the row is)
  scope?: Partial<ApiInput<G>>;
  titleKey?: string;
  // where the screen's routes are when they need more than the row's number
  paths?: { browse: () => string; edit: (no: number) => string };
  // the values a save sends; by default every field of the schema, absent ones as null
  toInput?: (values: FormValues) => Record<string, unknown>;
  // the page's values from the row getEdit and a save answer, when the page holds it otherwise (e.g.
  // a JSON document edited as one field per path); by default the row as it comes
  fromRecord?: (row: EditedRow) => FormValues;
  // buttons beside delete (only once the row exists)
  extraActions?: (state: EditState, no: number) => ReactNode;
  // a change makes the page read the row again
  reloadKey?: string | number;
  // the row is shown for reading only (no save, no delete)
  readOnly?: boolean;
  children: (form: EditFormApi) => ReactNode;
};

const routePath = (name: string) => findRoute(name)?.path ?? '/';

// The Add and Edit pages of a master screen: load by the route's number, add, edit at the row's
// lock_version, delete after confirmation (then MSG_1002 on the Browse page). A new row moves on to
// its Edit route once saved, so a second save edits it.
export function MasterEditPage<G extends MasterRowApi>({
  screen,
  apis,
  keyField,
  routeParam,
  schema,
  blank,
  validate,
  scope = {},
  titleKey,
  paths,
  toInput,
  fromRecord,
  extraActions,
  reloadKey,
  readOnly,
  children,
}: Props<G>) {
  const { t } = useTranslation();
  const { message } = useNotices();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const param = useParams()[routeParam];
  // Each navigation mounts a fresh page, except the move from Add to the saved row's Edit route: the
  // page already holds the row, so it stays as it is (no second read, nothing to click is replaced).
  const [mount, setMount] = useState({ location: location.key, page: location.key });
  if (mount.location !== location.key) {
    const keep = (location.state as { keepPage?: boolean } | null)?.keepPage === true;
    setMount({ location: location.key, page: keep ? mount.page : location.key });
  }
  const routeNo = param ? Number(param) : null;
  const browsePath = paths?.browse ?? (() => routePath(`${screen}Browse`));
  const editPath = paths?.edit ?? ((no: number) => buildPath(routePath(`${screen}Edit`), { [routeParam]: no }));
  const fields = toInput ?? ((values: FormValues) => Object.fromEntries(Object.keys(schema).map((k) => [k, values[k] ?? null])));
  const asValues = (row: EditedRow): FormValues => (fromRecord ? fromRecord(row) : row);
  const rowKey = (values: FormValues) => {
    const no = values[keyField];
    return typeof no === 'number' ? { [keyField]: no, lock_version: Number(values.lock_version) } : null;
  };

  return (
    <EditPage
      key={`${mount.page}:${reloadKey ?? ''}`}
      titleKey={titleKey ?? `route.${screen}${routeNo ? 'Edit' : 'Add'}`}
      schema={schema}
      validate={validate}
      initialValues={blank}
      readOnly={readOnly}
      load={
        routeNo ? () => api.callAssembled<EditedRow>(apis.getEdit, { ...scope, [keyField]: routeNo }).then(asValues) : undefined
      }
      save={(values) => {
        const key = rowKey(values);
        if ('doSave' in apis)
          return api.callAssembled<EditedRow>(apis.doSave, { ...scope, ...fields(values), ...key }).then(asValues);
        return (
          key
            ? api.callAssembled<EditedRow>(apis.doEdit, { ...scope, ...fields(values), ...key })
            : api.callAssembled<EditedRow>(apis.doAdd, { ...scope, ...fields(values) })
        ).then(asValues);
      }}
      onSaved={(values) => {
        const no = values[keyField];
        if (!routeNo && typeof no === 'number') navigate(editPath(no), { replace: true, state: { keepPage: true } });
      }}
      onCancel={() => navigate(browsePath())}
      actions={(state) => {
        const key = rowKey(state.values);
        if (!key) return null;
        const doDelete = apis.doDelete;
        return (
          <>
            {extraActions?.(state, key[keyField])}
            {doDelete ? (
              <ConfirmDeleteButton
                testId={`${screen.toLowerCase()}-delete`}
                onDelete={() => api.callAssembled<null>(doDelete, { ...scope, ...key })}
                onDeleted={() => {
                  void message.success(t('MSG_1002'));
                  navigate(browsePath());
                }}
              />
            ) : null}
          </>
        );
      }}
    >
      {children}
    </EditPage>
  );
}
