import type { ServiceName } from './services';

// What the outbox relays to JetStream. id is unique per event ("<schema>:<outbox id>") and is the
// deduplication key on both sides: JetStream's Nats-Msg-Id and the consumer's inbox.
export type DomainEvent<T = unknown> = {
  id: string;
  type: string;
  service: ServiceName;
  occurredAt: string;
  data: T;
};

// Event types with a payload other services may rely on; the subject is
// subjectsFor(namespace).event(service, type).
export const SCHEDULING_EVENTS = {
  // M00501: the Zoom meeting of some lessons was set (or removed: zoom_url null)
  lessonZoomMeetingSet: 'LessonZoomMeetingSet',
} as const;

export type LessonZoomMeetingSetEvent = {
  center_no: number;
  schedule_nos: number[];
  zoom_url: string | null;
  zoom_meeting_id: string | null;
  // whether a passcode is set; the passcode itself stays out of the event stream
  has_passcode: boolean;
  user_no: number | null;
};
