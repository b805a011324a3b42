import type { M20601Texts } from './m20601.ja';

export const m20601En: M20601Texts = {
  group: 'Name group',
  groups: {
    '1': 'Sex',
    '2': 'Teacher type',
    '3': 'Class type',
    '4': 'Attendance',
    '5': 'Enrollment status',
    '6': 'School year',
    '101': 'Teaching material',
    '102': 'Homework submission',
    '103': 'Teaching progress',
    '104': 'Class attitude',
    '105': 'Confirmation result',
  },
  groupOther: 'Group {no}',
  code: 'Code',
  name: 'Name',
  sortOrder: 'Order',
  actions: 'Actions',
  addRow: 'Add row',
  removeRow: 'Remove',
  save: 'Save',
  noRows: 'This group has no names',
  batchDone: 'The batch edit is complete.',
};
