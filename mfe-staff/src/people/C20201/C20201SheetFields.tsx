import {
  blankSubjectEntry,
  isSheetLeaf,
  isSheetList,
  MAX_SUBJECT_ENTRIES,
  SHEET_ENUMERATIONS,
  sheetEnumLabelKey,
  sheetListLengthKey,
  STUDENT_SHEET_LAYOUT,
  type SheetLeaf,
  type SheetNode,
  type StudentSheetSection,
} from '@school/domain';
import { FieldItem, MultiSelectField, SelectField, TextField, TimePicker12h, type EditFormApi } from '@school/ui/screens';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateStringPicker } from '../../common/DateStringPicker';

// The title of each entry of a list, by the list's name.
const ENTRY_TITLE: Readonly<Record<string, string>> = {
  experienceParticipants: 'participant',
  courseList: 'courseRow',
  schools: 'school',
  textbooks: 'textbook',
  subjects: 'subjectEntry',
};

// 'registrationInfo.courseList.3.subject' → 'courseList.subject': a field is named by the group or
// list it belongs to, the same label for every entry of a list.
const labelPath = (path: string) => {
  const parts = path.split('.').filter((p) => !/^\d+$/.test(p));
  return parts.slice(-2).join('.');
};
export const sheetTestId = (path: string) => `c20201-${path.replace(/\./g, '-')}`;

type Props = { form: EditFormApi; section: StudentSheetSection };

// One section of the student sheet, drawn from libs/domain's layout: each field of the section at its
// flat path, lists as numbered entries, and the subject entries with add and remove.
export function C20201SheetFields({ form, section }: Props) {
  const { t } = useTranslation();
  const { field, state } = form;
  const label = (path: string) => t(`masters.c20201.field.${labelPath(path)}`);

  const leaf = (path: string, node: SheetLeaf): ReactNode => {
    const f = field(path);
    const common = { ...f, label: label(path), testId: sheetTestId(path) };
    switch (node.kind) {
      case 'enum':
        return (
          <SelectField
            key={path}
            {...common}
            options={SHEET_ENUMERATIONS[node.of].map((code) => ({ value: code, label: t(sheetEnumLabelKey(node.of, code)) }))}
            emptyLabel=""
            searchable={SHEET_ENUMERATIONS[node.of].length > 10}
          />
        );
      case 'enums':
        return (
          <MultiSelectField
            key={path}
            {...common}
            options={SHEET_ENUMERATIONS[node.of].map((code) => ({ value: code, label: t(sheetEnumLabelKey(node.of, code)) }))}
          />
        );
      case 'date':
        return (
          <FieldItem key={path} label={common.label} validateStatus={f.validateStatus} help={f.help}>
            {(id) => (
              <DateStringPicker id={id} value={f.value} onChange={f.onChange} status={f.validateStatus} testId={common.testId} />
            )}
          </FieldItem>
        );
      // SPEC §9: the 12-hour picker in quarter hours
      case 'time':
        return (
          <FieldItem key={path} label={common.label} validateStatus={f.validateStatus} help={f.help}>
            {(id) => (
              <TimePicker12h id={id} value={f.value} onChange={f.onChange} status={f.validateStatus} testId={common.testId} />
            )}
          </FieldItem>
        );
      case 'longText':
        return <TextField key={path} {...common} rows={{ minRows: 2, maxRows: 6 }} />;
      default:
        return <TextField key={path} {...common} />;
    }
  };

  const entry = (listName: string, index: number, body: ReactNode, extra?: ReactNode) => (
    <fieldset
      key={index}
      className="c20201-entry"
      style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: '8px 16px', marginBottom: 12 }}
    >
      <legend style={{ width: 'auto', fontSize: 14, margin: 0, padding: '0 4px', border: 0 }}>
        {t(`masters.c20201.${ENTRY_TITLE[listName]}`, { n: index + 1 })}
      </legend>
      {body}
      {extra}
    </fieldset>
  );

  const node = (path: string, n: SheetNode): ReactNode => {
    if (isSheetLeaf(n)) return leaf(path, n);
    const name = path.split('.').pop() ?? path;
    if (isSheetList(n)) {
      const count = n.count ?? Number(state.values[sheetListLengthKey(path)] ?? 0);
      const items = Array.from({ length: count }, (_, i) =>
        entry(
          name,
          i,
          Object.entries(n.item.fields).map(([child, c]) => node(`${path}.${i}.${child}`, c)),
          n.count === undefined ? (
            <Button
              danger
              size="small"
              onClick={() => removeEntry(path, i, count)}
              data-testid={`${sheetTestId(path)}-remove-${i}`}
            >
              {t('masters.c20201.removeSubject')}
            </Button>
          ) : null,
        ),
      );
      return (
        <div key={path}>
          {items}
          {n.count === undefined ? (
            <Button
              onClick={() => addEntry(path, count)}
              disabled={count >= (n.max ?? MAX_SUBJECT_ENTRIES)}
              data-testid={`${sheetTestId(path)}-add`}
            >
              {t('masters.c20201.addSubject')}
            </Button>
          ) : null}
        </div>
      );
    }
    return <div key={path}>{Object.entries(n.fields).map(([child, c]) => node(path ? `${path}.${child}` : child, c))}</div>;
  };

  // Only the subject entries vary in number: a new one comes blank at the end, a removed one's
  // followers move up a place.
  const addEntry = (path: string, count: number) => {
    for (const [key, value] of Object.entries(blankSubjectEntry(count))) field(key).onChange(value);
    field(sheetListLengthKey(path)).onChange(count + 1);
  };
  const removeEntry = (path: string, index: number, count: number) => {
    const prefix = (i: number) => `${path}.${i}.`;
    for (let i = index; i < count - 1; i++)
      for (const key of Object.keys(blankSubjectEntry(i)))
        field(key).onChange(state.values[prefix(i + 1) + key.slice(prefix(i).length)]);
    field(sheetListLengthKey(path)).onChange(count - 1);
  };

  return <>{node(section, STUDENT_SHEET_LAYOUT.fields[section])}</>;
}
