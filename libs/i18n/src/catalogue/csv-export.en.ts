// Jobs followed with Job_getProgress (libs/ui JobProgressDialog), and the CSV export's (CsvExportButton).
export const csvExportEn = {
  jobs: {
    running: 'Processing',
    done: 'Finished',
    failed: 'An error occurred while processing.',
    progress: 'Progress',
  },
  csvExport: {
    preparing: 'Preparing the CSV file',
    done: 'The CSV file is ready',
    failed: 'The CSV file could not be created',
    download: 'Download',
    progress: 'CSV file progress',
  },
} as const;
