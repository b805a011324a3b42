// M20401 subjects: screen texts and the masters service's messages (masters.m20401.*).
export const m20401En = {
  m20401: {
    add: 'Add subject',
    allLevels: 'All levels',
    exportCsv: 'Export CSV',
    field: {
      subject_no: 'Subject no.',
      subject_name: 'Subject',
      subject_short_name: 'Short name',
      elementary_flag: 'Elementary',
      junior_high_flag: 'Junior high',
      high_school_flag: 'High school',
      levels: 'Levels',
      sort_order: 'Display order',
      updated_at: 'Updated',
    },
    nameTaken: 'A subject with this name already exists',
    inUse: 'Teachers teach this subject, so it cannot be deleted.',
    usedByLessons: 'This subject has {lessons} lessons and cannot be deleted.',
  },
};
