// M20401 subjects: screen texts and the masters service's messages (masters.m20401.*).
export const m20401ZhHant = {
  m20401: {
    add: '新增科目',
    allLevels: '所有對象',
    exportCsv: '匯出CSV',
    field: {
      subject_no: '科目編號',
      subject_name: '科目名稱',
      subject_short_name: '簡稱',
      elementary_flag: '小學',
      junior_high_flag: '國中',
      high_school_flag: '高中',
      levels: '對象',
      sort_order: '顯示順序',
      updated_at: '更新時間',
    },
    nameTaken: '此科目名稱已存在',
    inUse: '有講師指導此科目，無法刪除。',
    usedByLessons: '此科目有 {lessons} 筆課程，無法刪除。',
  },
};
