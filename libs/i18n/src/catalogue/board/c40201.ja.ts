// C40201 availability table and schedule PDF (board.c40201.*): the screen's and the PDF's texts.
// en and zh-Hant have exactly these keys.
export const c40201Ja = {
  c40201: {
    title: '空き状況表',
    center: 'センター',
    startDate: '開始日',
    endDate: '終了日',
    by: '表示',
    byTeacher: '講師別',
    byClassroom: '教室別',
    show: '表示',
    pdf: 'PDF出力',
    fileName: 'ファイル名',
    teacher: '講師',
    classroom: '教室',
    period: '{period}限',
    none: '未定',
    oneToTwo: '1:2',
    pdfTitle: '{center} 授業予定 {start}〜{end}',
    empty: 'この期間の授業はありません。',
    preparing: 'PDFを作成しています',
    done: 'PDFを作成しました',
    failed: 'PDFの作成に失敗しました',
    download: 'ダウンロード',
    progress: 'PDF作成の進捗',
    defaultFileName: '授業予定',
  },
};
