// M20201 classrooms: screen texts, CSV headers and the masters service's messages (masters.m20201.*).
export const m20201Ja = {
  m20201: {
    add: '教室を追加',
    exportCsv: 'CSV出力',
    allCenters: 'すべてのセンター',
    allTypes: 'すべての種別',
    field: {
      classroom_no: '教室番号',
      center_no: 'センター番号',
      center_name: 'センター',
      classroom_name: '教室名',
      classroom_type: '教室種別',
      booth_count: 'ブース数',
      meeting_url: 'ミーティングURL',
      sort_order: '表示順',
      updated_at: '更新日時',
    },
    type: {
      '1': 'オンライン',
      '2': '直営',
      '3': 'フランチャイズ',
    },
    centerInvalid: 'センターを正しく選択してください',
    inUse: 'この教室に所属する生徒がいるため削除できません。',
    usedByLessons: 'この教室の授業（{lessons}件）があるため削除できません。',
  },
} as const;
