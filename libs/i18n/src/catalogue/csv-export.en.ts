// CSV export (libs/ui CsvExportButton): the progress of a large export.
export const csvExportEn = {
  csvExport: {
    preparing: 'Preparing the CSV file',
    done: 'The CSV file is ready',
    failed: 'The CSV file could not be created',
    download: 'Download',
    progress: 'CSV file progress',
  },
} as const;
