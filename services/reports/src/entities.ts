import { LessonReport, LessonReportComment, LessonReportDetail, ReportLessonCopy } from './report/report.entities';

export const ENTITIES = [LessonReport, LessonReportDetail, LessonReportComment, ReportLessonCopy];
