// C30201 application limits and full seats: the keys of c30201.ja.ts.
export const c30201ZhHant = {
  c30201: {
    center: '中心',
    period: '期間',
    show: '顯示',
    date: '日期',
    setFull: '設為額滿',
    clear: '解除設定',
    clearSelection: '清除選取',
    selected: '已選取{count}個',
    noDays: '此期間尚未登錄行事曆',
    noCenter: '沒有可用的中心',
    loadFailed: '讀取失敗',
    retry: '重新讀取',
    closed: '休業日',
    full: '額滿',
    control: '已設為額滿',
    remaining: '剩餘{count}人',
    setBy: '由使用者{user}設定',
    legend: '「已設為額滿」的時段不受理申請，「額滿」的時段剩餘講師數在1人以下。請選取儲存格後設定或解除。',
    cellLabel: '{date} {slot}',
  },
};
