// M20201 classrooms: screen texts, CSV headers and the masters service's messages (masters.m20201.*).
export const m20201En = {
  m20201: {
    add: 'Add classroom',
    exportCsv: 'Export CSV',
    allCenters: 'All centers',
    allTypes: 'All types',
    field: {
      classroom_no: 'Classroom no.',
      center_no: 'Center no.',
      center_name: 'Center',
      classroom_name: 'Classroom name',
      classroom_type: 'Classroom type',
      booth_count: 'Booths',
      meeting_url: 'Meeting URL',
      sort_order: 'Sort order',
      updated_at: 'Updated at',
    },
    type: {
      '1': 'Online',
      '2': 'Directly run',
      '3': 'Franchise',
    },
    centerInvalid: 'Please choose a valid center',
    inUse: 'This classroom has students and cannot be deleted.',
    usedByLessons: 'This classroom has {lessons} lessons and cannot be deleted.',
  },
} as const;
