import type { DownloadableFile } from '../wire';
import type { JobRef } from './jobs.api';

// What a <SCREEN>_exportCSV API answers: the file itself when the export is small, or the job that
// writes it when it has more rows than CSV_SYNC_MAX_ROWS (the browser then follows Job_getProgress).
export type CsvExportAnswer = DownloadableFile | JobRef;
