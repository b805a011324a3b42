// CSV export (libs/ui CsvExportButton): the progress of a large export.
export const csvExportZhHant = {
  csvExport: {
    preparing: '正在建立CSV檔案',
    done: 'CSV檔案已建立',
    failed: '無法建立CSV檔案',
    download: '下載',
    progress: 'CSV檔案建立進度',
  },
} as const;
