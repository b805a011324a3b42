// M20201 classrooms: screen texts, CSV headers and the masters service's messages (masters.m20201.*).
export const m20201ZhHant = {
  m20201: {
    add: '新增教室',
    exportCsv: '匯出CSV',
    allCenters: '所有中心',
    allTypes: '所有類型',
    field: {
      classroom_no: '教室編號',
      center_no: '中心編號',
      center_name: '中心',
      classroom_name: '教室名稱',
      classroom_type: '教室類型',
      booth_count: '座位數',
      meeting_url: '會議網址',
      sort_order: '排序',
      updated_at: '更新時間',
    },
    type: {
      '1': '線上',
      '2': '直營',
      '3': '加盟',
    },
    centerInvalid: '請選擇正確的中心',
    inUse: '此教室仍有學生，無法刪除。',
    usedByLessons: '此教室有 {lessons} 筆課程，無法刪除。',
  },
} as const;
