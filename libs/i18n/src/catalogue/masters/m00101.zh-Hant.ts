// M00101 notice settings and C00101 notices: the screens' texts (masters.m00101.*, masters.c00101.*).
export const m00101ZhHant = {
  m00101: {
    add: '新增公告',
    field: {
      notice_no: '公告編號',
      title: '標題',
      content: '內文',
      important_flag: '重要程度',
      publish_start_date: '刊登開始日',
      publish_end_date: '刊登結束日',
      roles: '對象角色',
      center_nos: '對象中心',
      file_json: '附件',
      updated_at: '更新時間',
    },
    important: {
      '0': '一般',
      '1': '重要',
    },
    allCenters: '所有中心',
    centersHint: '未選擇時以所有中心為對象',
    endHint: '未填寫時不設結束日刊登',
    invalidDate: '請輸入正確的日期',
    endBeforeStart: '刊登結束日須在刊登開始日當天或之後',
    roleUnknown: '包含無法顯示公告的對象角色',
    centerUnknown: '請重新選擇對象中心',
  },
  c00101: {
    none: '目前沒有公告',
    loadFailed: '無法取得公告',
    important: '重要',
    attachments: '附件',
  },
} as const;
