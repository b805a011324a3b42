// C40201 availability table and schedule PDF (board.c40201.*): the screen's and the PDF's texts.
// en and zh-Hant have exactly these keys.
export const c40201En = {
  c40201: {
    title: 'Availability',
    center: 'Center',
    startDate: 'From',
    endDate: 'To',
    by: 'Show',
    byTeacher: 'By teacher',
    byClassroom: 'By classroom',
    show: 'Show',
    pdf: 'Export PDF',
    fileName: 'File name',
    teacher: 'Teacher',
    classroom: 'Classroom',
    period: 'Period {period}',
    none: 'Not set',
    oneToTwo: '1:2',
    pdfTitle: '{center} lesson schedule {start}–{end}',
    empty: 'No lessons in this period.',
    preparing: 'Preparing the PDF',
    done: 'The PDF is ready',
    failed: 'The PDF could not be created',
    download: 'Download',
    progress: 'PDF progress',
    defaultFileName: 'lesson-schedule',
  },
};
