// M00101 notice settings and C00101 notices: the screens' texts (masters.m00101.*, masters.c00101.*).
export const m00101Ja = {
  m00101: {
    add: 'お知らせを追加',
    field: {
      notice_no: 'お知らせ番号',
      title: 'タイトル',
      content: '本文',
      important_flag: '重要度',
      publish_start_date: '掲載開始日',
      publish_end_date: '掲載終了日',
      roles: '対象ロール',
      center_nos: '対象センター',
      file_json: '添付ファイル',
      updated_at: '更新日時',
    },
    important: {
      '0': '通常',
      '1': '重要',
    },
    allCenters: 'すべてのセンター',
    centersHint: '未選択の場合はすべてのセンターが対象です',
    endHint: '未入力の場合は終了日なしで掲載します',
    invalidDate: '正しい日付を入力してください',
    endBeforeStart: '掲載終了日は掲載開始日以降の日付を入力してください',
    roleUnknown: 'お知らせを表示できない対象ロールが含まれています',
    centerUnknown: '対象センターを正しく選択してください',
  },
  c00101: {
    none: '現在お知らせはありません',
    loadFailed: 'お知らせの取得に失敗しました',
    important: '重要',
    attachments: '添付ファイル',
  },
} as const;
