import type { M20601Texts } from './m20601.ja';

export const m20601ZhHant: M20601Texts = {
  group: '名稱群組',
  groups: {
    '1': '性別',
    '2': '講師類型',
    '3': '課程類別',
    '4': '出缺席',
    '5': '在籍狀態',
    '6': '年級',
    '101': '使用教材',
    '102': '作業繳交',
    '103': '教學進度',
    '104': '上課態度',
    '105': '確認測驗結果',
  },
  groupOther: '群組 {no}',
  code: '代碼',
  name: '名稱',
  sortOrder: '顯示順序',
  actions: '操作',
  addRow: '新增列',
  removeRow: '刪除',
  save: '儲存',
  noRows: '此群組沒有名稱',
  batchDone: '批次編輯已完成。',
};
