// M20101 centers: the Add/Edit screens' texts (masters.m20101.*).
export const m20101Ja = {
  m20101: {
    add: 'センターを追加',
    noGroup: 'なし',
    noPrefecture: '未選択',
    field: {
      center_no: 'センター番号',
      center_name: 'センター名',
      center_short_name: '略称',
      group_flag: '区分',
      center_group_no: 'センターグループ',
      center_group_name: 'センターグループ',
      postal_code: '郵便番号',
      prefecture: '都道府県',
      address: '住所',
      tel: '電話番号',
      email: 'メールアドレス',
      late_night_flag: '深夜帯',
      sort_order: '表示順',
    },
    groupFlag: {
      '0': 'センター',
      '1': 'センターグループ',
    },
    lateNight: {
      '0': 'なし',
      '1': 'あり',
    },
  },
} as const;
