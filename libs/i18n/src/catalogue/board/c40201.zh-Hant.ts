// C40201 availability table and schedule PDF (board.c40201.*): the screen's and the PDF's texts.
// en and zh-Hant have exactly these keys.
export const c40201ZhHant = {
  c40201: {
    title: '空堂狀況表',
    center: '中心',
    startDate: '開始日',
    endDate: '結束日',
    by: '顯示',
    byTeacher: '依講師',
    byClassroom: '依教室',
    show: '顯示',
    pdf: '輸出PDF',
    fileName: '檔案名稱',
    teacher: '講師',
    classroom: '教室',
    period: '第{period}節',
    none: '未定',
    oneToTwo: '1:2',
    pdfTitle: '{center} 課程預定 {start}～{end}',
    empty: '此期間沒有課程。',
    preparing: '正在建立PDF',
    done: 'PDF已建立',
    failed: '無法建立PDF',
    download: '下載',
    progress: 'PDF建立進度',
    defaultFileName: '課程預定',
  },
};
