// M21101 help settings: the Browse/Add/Edit screens' texts (masters.m21101.*).
export const m21101ZhHant = {
  m21101: {
    add: '新增說明',
    staffAlwaysRead: '職員可檢視所有說明（包含草稿）',
    field: {
      support_no: '說明編號',
      title: '標題',
      content: '內容',
      function_id: '對象畫面 ID',
      published: '公開狀態',
      audience: '公開對象',
      file_json: '附件',
      remarks: '備註',
      sort_order: '顯示順序',
      updated_at: '更新時間',
    },
    published: {
      '0': '草稿',
      '1': '公開',
    },
    audience: {
      teacher: '講師',
      student: '學生',
    },
  },
} as const;
