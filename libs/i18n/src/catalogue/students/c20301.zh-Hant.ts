// C20301 change of assigned center: screen texts and the masters service's messages (masters.c20301.*).
export const c20301ZhHant = {
  c20301: {
    done: '已更新所屬中心。',
    studentSearch: '搜尋學生（編號、姓名、假名）',
    currentCenter: '目前所屬中心',
    submit: '變更所屬',
    confirm: '確定要將{student}自{date}起從{from}變更至{to}嗎？',
    moving: '{date}起的{lessons}堂課將移動（其中{assigned}堂已分配講師，分配將被解除）。',
    movingNone: '{date}起沒有需要移動的課程。',
    history: '所屬變更紀錄',
    historyEmpty: '尚無所屬變更紀錄',
    changedBy: '使用者{user}',
    pickStudent: '請選擇學生',
    field: {
      student_no: '學生',
      schedule_date: '變更日',
      target_center_no: '變更後中心',
      from_center_name: '變更前',
      to_center_name: '變更後',
      changed_by_user_no: '變更者',
      changed_at: '變更時間',
    },
    invalidDate: '日期不存在',
    pastDate: '變更日須為今天或之後',
    sameCenter: '請選擇與目前不同的中心',
  },
} as const;
