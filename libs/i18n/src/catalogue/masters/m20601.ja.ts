// M20601 name settings: screen texts and the service's messages (masters.m20601.*).
export const m20601Ja = {
  group: '名称グループ',
  groups: {
    '1': '性別',
    '2': '講師タイプ',
    '3': '授業種別',
    '4': '出欠',
    '5': '在籍状況',
    '6': '学年',
    '101': '使用教材',
    '102': '宿題の提出',
    '103': '指導進度',
    '104': '授業態度',
    '105': '確認テストの結果',
  },
  groupOther: 'グループ {no}',
  code: 'コード',
  name: '名称',
  sortOrder: '表示順',
  actions: '操作',
  addRow: '行を追加',
  removeRow: '削除',
  save: '保存',
  noRows: 'このグループには名称がありません',
  batchDone: '一括編集が完了しました。',
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type M20601Texts = Widen<typeof m20601Ja>;
