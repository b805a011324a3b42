// M20101 centers: the Add/Edit screens' texts (masters.m20101.*).
export const m20101ZhHant = {
  m20101: {
    add: '新增中心',
    noGroup: '無',
    noPrefecture: '未選擇',
    field: {
      center_no: '中心編號',
      center_name: '中心名稱',
      center_short_name: '簡稱',
      group_flag: '類別',
      center_group_no: '中心群組',
      center_group_name: '中心群組',
      postal_code: '郵遞區號',
      prefecture: '都道府縣',
      address: '地址',
      tel: '電話',
      email: '電子郵件',
      late_night_flag: '深夜時段',
      sort_order: '排序',
    },
    groupFlag: {
      '0': '中心',
      '1': '中心群組',
    },
    lateNight: {
      '0': '無',
      '1': '有',
    },
  },
} as const;
