import { isDateString, type DateString } from '../time/date';
import { fiscalYearRangeOf } from '../time/fiscal-year';
import { isOnStep, isTimeString, TIME_PICKER_STEP_MINUTES } from '../time/time-picker';
import { validationError, type FormValues, type ValidationError } from '../validation/types';
import { validateField, type FormResult, type RuleInput } from '../validation/validate';
import { SHEET_ENUMERATIONS, type SheetEnumeration } from './sheet-enumerations';

// C20201 student sheet (T1130): the sections of SPEC §3 as one JSON document beside the row fields.
// The page edits it as flat values keyed by path ('studentInfo.guardianName',
// 'registrationInfo.courseList.3.startTime', 'subjects.0.textbooks.2.status'), so every field is one
// field of the shared edit page and a 422 lands on the field it is about; the server gets the nested
// document, flattens it the same way and runs the same rules.

// The version the page writes. 1: interestSchoolInfo was the list of schools with
// understandingOfExamInfo beside it at the top, and lessonEnvironment.equipment one code.
export const STUDENT_SHEET_SCHEMA_VERSION = 2;

export type SheetLeaf =
  | { kind: 'text' | 'longText' | 'date' | 'time' }
  | { kind: 'number'; min: number; max: number; integer?: boolean }
  | { kind: 'enum' | 'enums'; of: SheetEnumeration };
export type SheetGroup = { fields: Readonly<Record<string, SheetNode>> };
// count: always that many entries; max: up to that many (a variable list keeps its length at '<path>.length')
export type SheetList = { item: SheetGroup; count?: number; max?: number };
export type SheetNode = SheetLeaf | SheetGroup | SheetList;
type Leaf = SheetLeaf;
type Group = SheetGroup;
type List = SheetList;
type Node = SheetNode;

const text: Leaf = { kind: 'text' };
const long: Leaf = { kind: 'longText' };
const date: Leaf = { kind: 'date' };
const time: Leaf = { kind: 'time' };
const oneOf = (of: SheetEnumeration): Leaf => ({ kind: 'enum', of });
const group = (fields: Record<string, Node>): Group => ({ fields });
const texts = (...names: string[]): Record<string, Leaf> => Object.fromEntries(names.map((n) => [n, text]));
const longs = (...names: string[]): Record<string, Leaf> => Object.fromEntries(names.map((n) => [n, long]));

export const STUDENT_SHEET_SECTIONS = [
  'studentInfo',
  'background',
  'survey',
  'experienceParticipants',
  'registrationInfo',
  'requirement',
  'interestSchoolInfo',
  'lessonEnvironment',
  'subjects',
] as const;
export type StudentSheetSection = (typeof STUDENT_SHEET_SECTIONS)[number];

export const EXPERIENCE_PARTICIPANTS = 4;
export const COURSE_LIST_ROWS = 7;
export const INTEREST_SCHOOLS = 5;
export const TEXTBOOKS_PER_SUBJECT = 3;
export const MAX_SUBJECT_ENTRIES = 10;

// The sheet's layout: the page draws its fields from it, the rules below check them.
export const STUDENT_SHEET_LAYOUT: Group = group({
  studentInfo: group({
    ...texts('guardianName'),
    guardianRelationship: oneOf('guardianRelationship'),
    academicType: oneOf('academicType'),
    ...texts('academicYear', 'schoolName'),
    schoolCategory: oneOf('schoolCategory'),
    schoolDeviation: { kind: 'number', min: 0, max: 100 },
    course: text,
    semester: oneOf('semester'),
    address1: oneOf('prefecture'),
    ...texts('address2', 'postalCode', 'emergencyContact1'),
    emergencyContact1Relationship: oneOf('guardianRelationship'),
    emergencyContact2: text,
    emergencyContact2Relationship: oneOf('guardianRelationship'),
    studentRemark: long,
    ...texts('email', 'salesRepresentativeName', 'instructorName'),
    interviewDate: date,
    interviewStartTime: time,
    interviewEndTime: time,
    procedureDate: date,
    procedureStartTime: time,
    procedureEndTime: time,
    adaptiveCampaigns: long,
  }),
  background: group(
    longs(
      'inquiryMedia',
      'preparationBeforeJoining',
      'countermeasures',
      'inquiryReason',
      'compareWithOther',
      'salesExperience',
      'reactionToCosts',
      'whoDecideToJoin',
      'reasonForRejectOther',
    ),
  ),
  survey: group(
    longs(
      'lesson1',
      'lesson2',
      'lesson3',
      'lesson4',
      'lesson5',
      'lesson6',
      'lesson7',
      'learningAbout',
      'clubHobbyDream',
      'siblingInfo',
      'surveyRemark',
    ),
  ),
  experienceParticipants: { item: group({ participant: text, personality: long }), count: EXPERIENCE_PARTICIPANTS },
  registrationInfo: group({
    center_name: text,
    courseInfo1: oneOf('lessonLength'),
    courseInfo2: oneOf('capacity'),
    courseInfo3: oneOf('courseKind'),
    courseInfo4: oneOf('coursePlan'),
    courseList: {
      item: group({
        subject: text,
        dayOfWeek: oneOf('weekday'),
        startTime: oneOf('startTime'),
        firstScheduleDate: date,
        registrationType: text,
        changedDayOfWeek: oneOf('weekday'),
        changedTime: oneOf('startTime'),
        changedStartDate: date,
      }),
      count: COURSE_LIST_ROWS,
    },
  }),
  requirement: group(longs('mainTask1', 'mainTask2', 'expectationRemarks', 'aboutParent')),
  interestSchoolInfo: group({
    schools: {
      item: group({
        order: { kind: 'number', min: 1, max: 99, integer: true },
        classification: oneOf('academicType'),
        schoolName: text,
        desire: oneOf('desire'),
        remarks: long,
        deviationValue: { kind: 'number', min: 0, max: 100 },
      }),
      count: INTEREST_SCHOOLS,
    },
    understandingOfExamInfo: long,
  }),
  lessonEnvironment: group({ equipment: { kind: 'enums', of: 'equipment' }, remarks: long }),
  subjects: {
    item: group({
      lesson1: text,
      lesson1Info: long,
      lesson2: text,
      lesson2Info: long,
      textbooks: {
        item: group({
          name: text,
          adoption: text,
          status: oneOf('textbookStatus'),
          pageStart: { kind: 'number', min: 0, max: 9999, integer: true },
          pageEnd: { kind: 'number', min: 0, max: 9999, integer: true },
        }),
        count: TEXTBOOKS_PER_SUBJECT,
      },
      startPosition: long,
      specialNote: long,
      lessonProgress: long,
      homework: long,
      averageTimeforHomework: text,
    }),
    max: MAX_SUBJECT_ENTRIES,
  },
});

export const STUDENT_SHEET_ERROR = {
  notText: 'masters.c20201.notText',
  notNumber: 'masters.c20201.notNumber',
  notList: 'masters.c20201.notList',
  section: 'masters.c20201.sectionShape',
  invalidDate: 'masters.c20201.invalidDate',
  tooManySubjects: 'masters.c20201.tooManySubjects',
  timeStep: 'masters.c20201.timeStep',
  timeOrder: 'masters.c20201.timeOrder',
} as const;

// The sheet's time ranges (start, end): SPEC §4's range rule, the end after the start.
export const STUDENT_SHEET_TIME_RANGES = [
  ['studentInfo.interviewStartTime', 'studentInfo.interviewEndTime'],
  ['studentInfo.procedureStartTime', 'studentInfo.procedureEndTime'],
] as const;

export const isSheetLeaf = (n: Node): n is Leaf => 'kind' in n;
export const isSheetList = (n: Node): n is List => 'item' in n;
const isLeaf = isSheetLeaf;
const isList = isSheetList;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const sheetListLengthKey = (path: string) => `${path}.length`;
const lengthKey = sheetListLengthKey;

const RULES: Record<Leaf['kind'], (leaf: Leaf) => RuleInput> = {
  text: () => 'nullable|max:200',
  longText: () => 'nullable|max:2000',
  date: () => 'nullable|regex:^\\d{4}-\\d{2}-\\d{2}$',
  // HH:mm, 00:00–23:59 (the object form: the pattern holds a '|')
  time: () => ({ nullable: true, regex: /^(?:[01]\d|2[0-3]):[0-5]\d$/ }),
  number: (l) => {
    const n = l as Extract<Leaf, { kind: 'number' }>;
    return `nullable|${n.integer ? 'integer' : 'numeric'}|min_value:${n.min}|max_value:${n.max}`;
  },
  enum: (l) => `nullable|oneOf:${SHEET_ENUMERATIONS[(l as { of: SheetEnumeration }).of].join(',')}`,
  enums: () => 'nullable',
};

// Every leaf of the sheet with its path, variable lists taken at the length the values give.
function leaves(node: Node, path: string, lengthOf: (path: string) => number, out: [string, Leaf][] = []): [string, Leaf][] {
  if (isLeaf(node)) out.push([path, node]);
  else if (isList(node)) {
    const n = node.count ?? Math.min(lengthOf(path), node.max ?? 0);
    for (let i = 0; i < n; i++) leaves(node.item, `${path}.${i}`, lengthOf, out);
  } else for (const [name, child] of Object.entries(node.fields)) leaves(child, path ? `${path}.${name}` : name, lengthOf, out);
  return out;
}

const emptyOf = (leaf: Leaf): unknown => (leaf.kind === 'enums' ? [] : null);

// A leaf as stored: blank text is null, a number typed as text is a number.
function normalise(leaf: Leaf, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return emptyOf(leaf);
  if (leaf.kind === 'enums') return Array.isArray(value) ? [...new Set(value)].sort((a, b) => Number(a) - Number(b)) : value;
  if ((leaf.kind === 'number' || leaf.kind === 'enum') && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()))
    return Number(value);
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return value;
}

export type StudentSheetFlat = Record<string, unknown>;

// The nested document as the page's flat values. Shapes that are not what the sheet holds (a section
// that is not an object, a list that is not a list) are reported under their path.
export function flattenStudentSheet(sheet: unknown): {
  values: StudentSheetFlat;
  shapeErrors: Record<string, ValidationError[]>;
} {
  const values: StudentSheetFlat = {};
  const shapeErrors: Record<string, ValidationError[]> = {};
  const walk = (node: Node, value: unknown, path: string) => {
    if (isLeaf(node)) {
      values[path] = value === undefined ? emptyOf(node) : value;
      return;
    }
    if (isList(node)) {
      if (value !== undefined && value !== null && !Array.isArray(value)) {
        shapeErrors[path] = [validationError(STUDENT_SHEET_ERROR.notList)];
        return;
      }
      const list = (value as unknown[] | null | undefined) ?? [];
      if (node.max !== undefined && list.length > node.max) {
        shapeErrors[path] = [validationError(STUDENT_SHEET_ERROR.tooManySubjects, { max: node.max })];
        return;
      }
      const n = node.count ?? list.length;
      if (node.count === undefined) values[lengthKey(path)] = n;
      for (let i = 0; i < n; i++) walk(node.item, list[i], `${path}.${i}`);
      return;
    }
    if (value !== undefined && value !== null && !isObject(value)) {
      shapeErrors[path || 'sheet'] = [validationError(STUDENT_SHEET_ERROR.section)];
      return;
    }
    const object = (value as Record<string, unknown> | null | undefined) ?? {};
    for (const [name, child] of Object.entries(node.fields)) walk(child, object[name], path ? `${path}.${name}` : name);
  };
  walk(STUDENT_SHEET_LAYOUT, sheet, '');
  return { values, shapeErrors };
}

const lengthIn = (values: FormValues) => (path: string) => {
  const n = Number(values[lengthKey(path)] ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

// The flat values as the nested document the server stores (every field present, blanks as null).
export function nestStudentSheet(values: FormValues): Record<string, unknown> {
  const build = (node: Node, path: string): unknown => {
    if (isLeaf(node)) return normalise(node, values[path]);
    if (isList(node)) {
      const n = node.count ?? Math.min(lengthIn(values)(path), node.max ?? 0);
      return Array.from({ length: n }, (_, i) => build(node.item, `${path}.${i}`));
    }
    return Object.fromEntries(
      Object.entries(node.fields).map(([name, child]) => [name, build(child, path ? `${path}.${name}` : name)]),
    );
  };
  return { schema_version: STUDENT_SHEET_SCHEMA_VERSION, ...(build(STUDENT_SHEET_LAYOUT, '') as Record<string, unknown>) };
}

// A new sheet: every section empty, the fixed lists at their length, no subject entries yet.
export const blankStudentSheet = (): Record<string, unknown> => nestStudentSheet({});

// The flat values of one more subject entry (the page appends it at index `at`).
export const blankSubjectEntry = (at: number): StudentSheetFlat =>
  Object.fromEntries(
    leaves(STUDENT_SHEET_LAYOUT.fields.subjects, 'subjects', () => at + 1)
      .filter(([path]) => path.startsWith(`subjects.${at}.`))
      .map(([path, leaf]) => [path, emptyOf(leaf)]),
  );

// Every rule of every field. Keys are the flat paths; the page and the server show the same messages.
export function validateStudentSheet(values: FormValues): FormResult {
  const errors: Record<string, ValidationError[]> = {};
  for (const [path, leaf] of leaves(STUDENT_SHEET_LAYOUT, '', lengthIn(values))) {
    const raw = values[path];
    const value = normalise(leaf, raw);
    const list: ValidationError[] = [];
    const textual = leaf.kind === 'text' || leaf.kind === 'longText' || leaf.kind === 'date' || leaf.kind === 'time';
    if (textual && value !== null && typeof value !== 'string') list.push(validationError(STUDENT_SHEET_ERROR.notText));
    else if ((leaf.kind === 'number' || leaf.kind === 'enum') && value !== null && typeof value !== 'number')
      list.push(validationError(STUDENT_SHEET_ERROR.notNumber));
    else if (leaf.kind === 'enums') {
      const codes = SHEET_ENUMERATIONS[leaf.of] as readonly number[];
      if (!Array.isArray(value) || !value.every((c) => codes.includes(c as number)))
        list.push(validationError(STUDENT_SHEET_ERROR.notList));
    } else {
      list.push(...validateField(value, RULES[leaf.kind](leaf), { field: path }));
      if (leaf.kind === 'date' && !list.length && typeof value === 'string' && !isDateString(value))
        list.push(validationError(STUDENT_SHEET_ERROR.invalidDate));
      // the 12-hour picker offers quarter hours only (SPEC §9)
      if (leaf.kind === 'time' && !list.length && isTimeString(value) && !isOnStep(value))
        list.push(validationError(STUDENT_SHEET_ERROR.timeStep, { step: TIME_PICKER_STEP_MINUTES }));
    }
    errors[path] = list;
  }
  for (const [startPath, endPath] of STUDENT_SHEET_TIME_RANGES) {
    const [start, end] = [normalise(time, values[startPath]), normalise(time, values[endPath])];
    // 'HH:mm' strings compare as times
    if (!errors[startPath].length && !errors[endPath].length && isTimeString(start) && isTimeString(end) && end <= start)
      errors[endPath].push(validationError(STUDENT_SHEET_ERROR.timeOrder));
  }
  return { valid: Object.values(errors).every((l) => l.length === 0), errors };
}

// A stored sheet of any version as the current version's document (pure: the row is not rewritten
// until it is saved again). A version newer than this code knows is refused.
export function upgradeStudentSheet(stored: unknown, version: number): Record<string, unknown> {
  if (!Number.isInteger(version) || version < 1 || version > STUDENT_SHEET_SCHEMA_VERSION)
    throw new Error(`Unknown student sheet schema version: ${version}`);
  let doc = isObject(stored) ? { ...stored } : {};
  if (version === 1) {
    const schools = Array.isArray(doc.interestSchoolInfo) ? doc.interestSchoolInfo : [];
    const environment = isObject(doc.lessonEnvironment) ? doc.lessonEnvironment : {};
    const equipment = environment.equipment;
    doc = {
      ...doc,
      interestSchoolInfo: { schools, understandingOfExamInfo: doc.understandingOfExamInfo ?? null },
      lessonEnvironment: {
        ...environment,
        equipment: equipment === null || equipment === undefined || equipment === '' ? [] : [equipment],
      },
    };
    delete doc.understandingOfExamInfo;
  }
  // fixed lists come back at their length, missing fields as null
  const { values } = flattenStudentSheet(doc);
  return nestStudentSheet(values);
}

// A new sheet's reference period: from today to the end of the fiscal year it falls in (April to
// March, SPEC §9), the year a sheet's plan is made for.
export function defaultReferencePeriod(today: DateString): { reference_start_date: DateString; reference_end_date: DateString } {
  return { reference_start_date: today, reference_end_date: fiscalYearRangeOf(today).end };
}

// The row fields the sheet page edits itself (the student's name, sex and enrollment are the
// student's, shown from C20101).
export const STUDENT_SHEET_ROW_FORM = {
  student_no: 'required|integer|min_value:1|max_value:2147483647',
  reference_start_date: 'required|regex:^\\d{4}-\\d{2}-\\d{2}$',
  reference_end_date: 'required|regex:^\\d{4}-\\d{2}-\\d{2}$',
} as const;

export const STUDENT_SHEET_ROW_ERROR = {
  invalidDate: 'masters.c20201.invalidDate',
  periodOrder: 'masters.c20201.periodOrder',
} as const;

// The row's rules and the sheet's, on the page's flat values.
export function validateStudentSheetForm(values: FormValues): FormResult {
  const errors: Record<string, ValidationError[]> = {};
  for (const [field, rules] of Object.entries(STUDENT_SHEET_ROW_FORM))
    errors[field] = validateField(values[field], rules, { field, values });
  for (const field of ['reference_start_date', 'reference_end_date']) {
    const v = values[field];
    if (!errors[field].length && typeof v === 'string' && !isDateString(v))
      errors[field].push(validationError(STUDENT_SHEET_ROW_ERROR.invalidDate));
  }
  const [start, end] = [values.reference_start_date, values.reference_end_date];
  if (!errors.reference_end_date.length && isDateString(start) && isDateString(end) && end < start)
    errors.reference_end_date.push(validationError(STUDENT_SHEET_ROW_ERROR.periodOrder));
  const sheet = validateStudentSheet(values);
  Object.assign(errors, sheet.errors);
  return { valid: Object.values(errors).every((l) => l.length === 0), errors };
}
