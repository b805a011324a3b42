import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type Caller, type ZoomLogOpenOutput, type ZoomLogRow } from '@school/contracts';
import { ROLE, STUDENT_ROLES, validateField } from '@school/domain';
import { fieldMessagesOf, notFoundError, validationError } from '@school/server-kit';
import { CenterAccess } from '../center/center-access';
import { lessonScopeOf } from '../center/lesson-scope';
import { ZoomLogRepository, type ZoomLogWriter } from './zoom-log.repository';

const SCHEDULE_RULE = 'required|integer|min_value:1|max_value:2147483647';

// The writer of a log row: the caller's role and, for a teacher or a student, their own number.
export const zoomLogWriterOf = (caller: Caller): ZoomLogWriter => {
  const role = caller.role ?? 0;
  if (STUDENT_ROLES.includes(role)) return { userNo: caller.userNo, actor: 'student', actorNo: caller.studentNo };
  if (role === ROLE.TEACHER) return { userNo: caller.userNo, actor: 'teacher', actorNo: caller.teacherNo };
  return { userNo: caller.userNo, actor: 'staff', actorNo: null };
};

// ZoomLog (everyone signed in, SPEC §6; docs/zoom-log.md): the meeting link's history, and the one way
// a teacher's or student's screen gets a lesson's link (recordOpen logs each opening).
@Injectable()
export class ZoomLogService {
  constructor(
    private readonly repo: ZoomLogRepository,
    private readonly centers: CenterAccess,
  ) {}

  async browse(input: unknown, caller: Caller): Promise<BrowseOutput<ZoomLogRow>> {
    return this.repo.browse(await lessonScopeOf(caller, this.centers), input);
  }

  // Another's lesson, a cancelled one or one unknown: 404 (nothing tells it exists); an own lesson
  // without a link: 422 on schedule_no. Either way nothing is logged.
  // showZoomInfo: app.C21101_SHOW_ZOOM_INFO (ZoomInfoSetting), asked of students only.
  async recordOpen(
    input: Record<string, unknown>,
    caller: Caller,
    showZoomInfo: () => Promise<boolean>,
  ): Promise<ZoomLogOpenOutput> {
    const errors = validateField(input.schedule_no, SCHEDULE_RULE);
    if (errors.length) throw validationError({ schedule_no: fieldMessagesOf(errors) });
    // A student opens a link only while the setting shows them (off or unread: refused, nothing logged).
    if (STUDENT_ROLES.includes(caller.role ?? 0) && !(await showZoomInfo()))
      throw validationError({ schedule_no: ['scheduling.zoomLog.notShown'] });
    const scope = await lessonScopeOf(caller, this.centers);
    const scheduleNo = Number(input.schedule_no);
    const opened = await this.repo.recordOpen(scope, scheduleNo, zoomLogWriterOf(caller));
    if (opened) return opened;
    if (!(await this.repo.isVisible(scope, scheduleNo))) throw notFoundError('lesson');
    throw validationError({ schedule_no: ['scheduling.zoomLog.noMeeting'] });
  }
}
