import type { DownloadableFile } from '../wire';
import { api, SIGNED_IN } from './define';

// What a <SCREEN>_exportCSV API answers: the file itself when the export is small, or the job that
// writes it when it has more rows than CSV_SYNC_MAX_ROWS (the browser then shows a progress bar).
export type CsvExportJob = { jobId: string };
export type CsvExportAnswer = DownloadableFile | CsvExportJob;
export const isCsvExportJob = (v: unknown): v is CsvExportJob =>
  typeof v === 'object' && v !== null && typeof (v as CsvExportJob).jobId === 'string';

export type CsvExportState = 'waiting' | 'active' | 'completed' | 'failed';
// progress 0–100; file once completed.
export type CsvExportProgress = { state: CsvExportState; progress: number; file?: DownloadableFile };

// Any export job (whichever service runs it) and any export file, for the user who asked for it.
// CsvExport_getFile is what POST /api/download runs to hand the written file to the browser.
export const CSV_EXPORT_APIS = {
  CsvExport_getProgress: api<CsvExportJob, CsvExportProgress>()('masters', SIGNED_IN),
  CsvExport_getFile: api<{ fileKey: string }, DownloadableFile>()('masters', SIGNED_IN),
} as const;
