// M21101 help settings: the Browse/Add/Edit screens' texts (masters.m21101.*).
export const m21101En = {
  m21101: {
    add: 'Add help page',
    staffAlwaysRead: 'Staff can read every help page, drafts included',
    field: {
      support_no: 'Help no.',
      title: 'Title',
      content: 'Content',
      function_id: 'Screen ID',
      published: 'Status',
      audience: 'Audience',
      file_json: 'Attachments',
      remarks: 'Remarks',
      sort_order: 'Order',
      updated_at: 'Updated',
    },
    published: {
      '0': 'Draft',
      '1': 'Published',
    },
    audience: {
      teacher: 'Teachers',
      student: 'Students',
    },
  },
} as const;
