// M20401 subjects: screen texts and the masters service's messages (masters.m20401.*).
export const m20401Ja = {
  m20401: {
    add: '科目を追加',
    allLevels: 'すべての対象',
    exportCsv: 'CSV出力',
    field: {
      subject_no: '科目番号',
      subject_name: '科目名',
      subject_short_name: '略称',
      elementary_flag: '小学生',
      junior_high_flag: '中学生',
      high_school_flag: '高校生',
      levels: '対象',
      sort_order: '表示順',
      updated_at: '更新日時',
    },
    nameTaken: 'この科目名はすでに登録されています',
    inUse: 'この科目を指導科目とする講師がいるため削除できません。',
    usedByLessons: 'この科目の授業（{lessons}件）があるため削除できません。',
  },
} as const;
