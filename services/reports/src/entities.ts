import { LessonReport, LessonReportComment, LessonReportDetail } from './report/report.entities';

export const ENTITIES = [LessonReport, LessonReportDetail, LessonReportComment];
