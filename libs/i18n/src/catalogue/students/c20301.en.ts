// C20301 change of assigned center: screen texts and the masters service's messages (masters.c20301.*).
export const c20301En = {
  c20301: {
    done: 'The assigned center has been updated.',
    studentSearch: 'Find a student (number, name or reading)',
    currentCenter: 'Current center',
    submit: 'Change center',
    confirm: 'Move {student} from {from} to {to} from {date} on?',
    moving: '{lessons} lessons from {date} on will move ({assigned} of them have a teacher, who will be released).',
    movingNone: 'No lessons from {date} on will move.',
    history: 'History of center changes',
    historyEmpty: 'No center changes yet',
    changedBy: 'User {user}',
    pickStudent: 'Choose a student',
    field: {
      student_no: 'Student',
      schedule_date: 'From',
      target_center_no: 'New center',
      from_center_name: 'Before',
      to_center_name: 'After',
      changed_by_user_no: 'Changed by',
      changed_at: 'Changed at',
    },
    invalidDate: 'This date does not exist',
    pastDate: 'The date must be today or later',
    sameCenter: 'Choose a center other than the current one',
  },
} as const;
