// C30201 application limits and full seats: the screen's texts (masters.c30201.*). The success
// notices reuse masters.m21001.saved and masters.m21001.selectionCleared; the service's messages are
// scheduling.entryControl.*.
export const c30201Ja = {
  c30201: {
    center: 'センター',
    period: '期間',
    show: '表示',
    date: '日付',
    setFull: '満席に設定',
    clear: '設定を解除',
    clearSelection: '選択をクリア',
    selected: '{count}件を選択中',
    noDays: 'この期間のカレンダーが登録されていません',
    noCenter: 'センターがありません',
    loadFailed: '読み込みに失敗しました',
    retry: '再読み込み',
    closed: '休業日',
    full: '満席',
    control: '満席設定',
    remaining: '残り{count}人',
    setBy: 'ユーザー{user}が設定',
    legend: '「満席設定」は申込を止めている時限、「満席」は残り講師数が1人以下の時限です。セルを選んで設定・解除してください。',
    cellLabel: '{date} {slot}',
  },
} as const;
