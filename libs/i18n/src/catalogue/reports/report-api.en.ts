import type { reportApiJa } from './report-api.ja';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const reportApiEn: Texts<typeof reportApiJa> = {
  row: {
    unknown: 'There is no such item.',
    unknownName: 'Choose one of the options.',
    choiceOnly: 'Choose this item from the options.',
    textOnly: 'Enter this item as text.',
    max: 'Enter at most {max} characters.',
    required: 'Fill in this item to submit the report.',
    notAmendable: 'Only the items with a comment can be changed.',
  },
  error: {
    transition: 'This report cannot do that in its current status. Please reload the page.',
    rejectNeedsComment: 'Before sending the report back, comment on the items to correct.',
    commentRequired: 'Enter a comment.',
    commentMax: 'Enter a comment of at most {max} characters.',
    handoverMax: 'Enter handover notes of at most {max} characters.',
    centerInvalid: 'Choose a valid center.',
    rangeInvalid: 'Enter a valid period.',
    tooEarly: 'A report is submitted, or the student reported absent, from the lesson date ({date}) on.',
  },
  mail: {
    rejected: {
      subject: '[Lesson report] Sent back ({date} {student})',
      body: 'Dear {name},\n\nYour lesson report for {student} on {date} was sent back.\nPlease correct the items with comments and submit it again.\n\n{link}\n',
    },
    resubmitted: {
      subject: '[Lesson report] Resubmitted ({date} {student})',
      body: 'Dear {name},\n\nThe lesson report for {student} on {date} that you sent back has been submitted again. Please review it.\n\n{link}\n',
    },
  },
};
