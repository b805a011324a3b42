// Jobs followed with Job_getProgress (libs/ui JobProgressDialog), and the CSV export's (CsvExportButton).
export const csvExportJa = {
  jobs: {
    running: '処理しています',
    done: '処理が完了しました',
    failed: '処理中にエラーが発生しました。',
    progress: '処理の進捗',
  },
  csvExport: {
    preparing: 'CSVファイルを作成しています',
    done: 'CSVファイルを作成しました',
    failed: 'CSVファイルの作成に失敗しました',
    download: 'ダウンロード',
    progress: 'CSVファイル作成の進捗',
  },
} as const;
