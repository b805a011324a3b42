// One demo account of every role of SPEC §6 (user_type_code → user id), as the demo school seeds them.
export const ROLE_ACCOUNTS = [
  ['560', 'admin'],
  ['550', 'head'],
  ['540', 'office'],
  ['530', 'manager'],
  ['520', 'sales'],
  ['410', 'classroom'],
  ['420', 'classroom2'],
  ['430', 'franchise'],
  ['300', 'teacher1'],
  ['110', 'student1'],
  ['120', 'student2'],
  ['130', 'student3'],
] as const;
