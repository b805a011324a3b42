// C20301 change of assigned center: screen texts and the masters service's messages (masters.c20301.*).
export const c20301Ja = {
  c20301: {
    done: '所属を更新しました。',
    studentSearch: '生徒を検索（番号・氏名・カナ）',
    currentCenter: '現在の所属センター',
    submit: '所属を変更',
    confirm: '{student}の所属を{from}から{to}へ{date}以降変更します。よろしいですか？',
    moving: '{date}以降の授業{lessons}件が移動します（講師割り当て済み{assigned}件は割り当てが解除されます）。',
    movingNone: '{date}以降に移動する授業はありません。',
    history: '所属変更の履歴',
    historyEmpty: '所属変更の履歴はありません',
    changedBy: 'ユーザー{user}',
    pickStudent: '生徒を選択してください',
    field: {
      student_no: '生徒',
      schedule_date: '変更日',
      target_center_no: '変更先センター',
      from_center_name: '変更前',
      to_center_name: '変更後',
      changed_by_user_no: '変更者',
      changed_at: '変更日時',
    },
    invalidDate: '存在しない日付です',
    pastDate: '変更日は今日以降の日付を指定してください',
    sameCenter: '現在の所属センターとは別のセンターを選択してください',
  },
} as const;
