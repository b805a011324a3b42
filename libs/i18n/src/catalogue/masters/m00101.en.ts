// M00101 notice settings and C00101 notices: the screens' texts (masters.m00101.*, masters.c00101.*).
export const m00101En = {
  m00101: {
    add: 'Add notice',
    field: {
      notice_no: 'Notice no.',
      title: 'Title',
      content: 'Body',
      important_flag: 'Importance',
      publish_start_date: 'Published from',
      publish_end_date: 'Published until',
      roles: 'Roles',
      center_nos: 'Centers',
      file_json: 'Attachments',
      updated_at: 'Updated',
    },
    important: {
      '0': 'Normal',
      '1': 'Important',
    },
    allCenters: 'All centers',
    centersHint: 'With none selected, every center is addressed',
    endHint: 'Leave empty to publish without an end date',
    invalidDate: 'Enter a valid date',
    endBeforeStart: 'The end date must be on or after the start date',
    roleUnknown: 'Some of the roles cannot be shown notices',
    centerUnknown: 'Choose the centers again',
  },
  c00101: {
    none: 'There are no notices right now',
    loadFailed: 'Could not load the notices',
    important: 'Important',
    attachments: 'Attachments',
  },
} as const;
