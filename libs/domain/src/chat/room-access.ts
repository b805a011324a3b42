import { type DateString, addDays } from '../time/date';
import { ROLE, STAFF_MIN_ROLE, STUDENT_ROLES } from '../access/roles';

// A lesson's chat room as the chat service's copy of lessons keeps it (docs/chat.md).
export type LessonRoom = {
  student_no: number;
  // 0: no teacher
  teacher_no: number;
  center_no: number;
  // > 0: transferred here from that center
  original_center_no: number;
  schedule_date: DateString;
  // the Tokyo day the lesson was cancelled on; null while it is not
  cancelled_on: DateString | null;
};

// Who asks: the parts of a signed-in caller the rule reads.
export type RoomReader = {
  role: number | null;
  teacherNo: number | null;
  studentNo: number | null;
  // null: every center (headquarters)
  centerNos: readonly number[] | null;
  functionIds: readonly string[];
};

export type RoomAccess = 'none' | 'read' | 'write';

// The room stays writable this many days after the lesson's date (a cancelled lesson's: after the day
// it was cancelled), so a question about the lesson or its homework can still be asked; read-only after.
export const CHAT_WRITABLE_DAYS = 7;

export const CHATROOM_FUNCTION_ID = 'Chatroom';

const isMember = (room: LessonRoom, reader: RoomReader): boolean => {
  const role = reader.role ?? 0;
  if (STUDENT_ROLES.includes(role)) return reader.studentNo !== null && reader.studentNo === room.student_no;
  if (role === ROLE.TEACHER) return room.teacher_no > 0 && reader.teacherNo === room.teacher_no;
  if (role < STAFF_MIN_ROLE) return false;
  if (reader.centerNos === null) return true;
  return (
    reader.centerNos.includes(room.center_no) ||
    (room.original_center_no > 0 && reader.centerNos.includes(room.original_center_no))
  );
};

// The last day a message may be sent to the room.
export const roomWritableUntil = (room: LessonRoom): DateString =>
  addDays(
    room.cancelled_on !== null && room.cancelled_on < room.schedule_date ? room.cancelled_on : room.schedule_date,
    CHAT_WRITABLE_DAYS,
  );

// Who may read and write a lesson's room (issue 28): its student (110/120/130 linked to them), its
// current teacher, staff of its center or of the center it was transferred from, each holding the
// Chatroom screen (SPEC §6); read-only once the writable period is over (today: the Tokyo date).
export function roomAccess(room: LessonRoom, reader: RoomReader, today: DateString): RoomAccess {
  if (!reader.functionIds.includes(CHATROOM_FUNCTION_ID) || !isMember(room, reader)) return 'none';
  return today <= roomWritableUntil(room) ? 'write' : 'read';
}

// Which rooms a reader is a member of, as a filter on the copy of lessons (the Chatroom screen's list):
// a student's lessons, a teacher's current ones, staff's centers' (transferred-from included; null:
// every center). null: no room at all. The same rule as isMember, which still decides each room.
export type RoomScope = { studentNo?: number; teacherNo?: number; centerNos?: readonly number[] | null };

export function roomScope(reader: RoomReader): RoomScope | null {
  if (!reader.functionIds.includes(CHATROOM_FUNCTION_ID)) return null;
  const role = reader.role ?? 0;
  if (STUDENT_ROLES.includes(role)) return reader.studentNo !== null ? { studentNo: reader.studentNo } : null;
  if (role === ROLE.TEACHER) return reader.teacherNo !== null && reader.teacherNo > 0 ? { teacherNo: reader.teacherNo } : null;
  if (role < STAFF_MIN_ROLE) return null;
  return { centerNos: reader.centerNos };
}
