// CSV export (libs/ui CsvExportButton): the progress of a large export.
export const csvExportJa = {
  csvExport: {
    preparing: 'CSVファイルを作成しています',
    done: 'CSVファイルを作成しました',
    failed: 'CSVファイルの作成に失敗しました',
    download: 'ダウンロード',
    progress: 'CSVファイル作成の進捗',
  },
} as const;
