// Jobs followed with Job_getProgress (libs/ui JobProgressDialog), and the CSV export's (CsvExportButton).
export const csvExportZhHant = {
  jobs: {
    running: '處理中',
    done: '處理已完成',
    failed: '處理時發生錯誤。',
    progress: '處理進度',
  },
  csvExport: {
    preparing: '正在建立CSV檔案',
    done: 'CSV檔案已建立',
    failed: '無法建立CSV檔案',
    download: '下載',
    progress: 'CSV檔案建立進度',
  },
} as const;
