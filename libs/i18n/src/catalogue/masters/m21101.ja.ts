// M21101 help settings: the Browse/Add/Edit screens' texts (masters.m21101.*).
export const m21101Ja = {
  m21101: {
    add: 'ヘルプを追加',
    staffAlwaysRead: 'スタッフはすべてのヘルプ（下書きを含む）を閲覧できます',
    field: {
      support_no: 'ヘルプ番号',
      title: 'タイトル',
      content: 'コンテンツ',
      function_id: '対象画面ID',
      published: '公開状態',
      audience: '公開対象',
      file_json: '添付ファイル',
      remarks: '備考',
      sort_order: '表示順',
      updated_at: '更新日時',
    },
    published: {
      '0': '下書き',
      '1': '公開',
    },
    audience: {
      teacher: '講師',
      student: '生徒',
    },
  },
} as const;
