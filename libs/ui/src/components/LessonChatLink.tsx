import { CHAT_COUNTS_MAX, type ChatroomCount, type ChatroomUnread } from '@school/contracts';
import { LessonChatCheckScheduler, type LessonChatCheckScreen } from '@school/domain';
import { Badge } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { Link } from '../router';
import { TOUCH_TARGET } from '../theme/touch-target';
import { useApi } from './ServicesContext';

// The lesson rows' chat check (SPEC §9; LessonChatCheckScheduler): the message counts of the lessons
// shown, every 60 s, the first after 5 s (1 s on the student's daily screen). Silent, and quiet on
// failure: the counts are a hint, the room itself says what went wrong; a lost session still logs out.
export function useLessonChatCounts(
  scheduleNos: readonly number[],
  screen: LessonChatCheckScreen,
): ReadonlyMap<number, ChatroomCount> {
  const api = useApi();
  const [counts, setCounts] = useState<ReadonlyMap<number, ChatroomCount>>(new Map());
  const key = scheduleNos.slice(0, CHAT_COUNTS_MAX).join(',');

  useEffect(() => {
    const relIds = key ? key.split(',').map(Number) : [];
    if (!relIds.length) return;
    const controller = new AbortController();
    const checks = new LessonChatCheckScheduler(async () => {
      try {
        const rows = await api.call(
          'Chatroom_getMessageCounts',
          { rel_model: 'lesson', rel_ids: relIds },
          { silent: true, handleErrors: false, signal: controller.signal },
        );
        if (!controller.signal.aborted) setCounts(new Map(rows.map((r) => [r.rel_id, r])));
      } catch (e) {
        if (isApiError(e) && e.status === 401) api.report(e);
      }
    }, screen);
    checks.start();
    return () => {
      checks.stop();
      controller.abort();
    };
  }, [api, key, screen]);

  return counts;
}

// A room was read (its messages fetched): the sidebar's unread total asks again at once rather than at
// its next check. A window event, so a room shown by any bundle reaches the shell's sidebar.
const CHAT_READ_EVENT = 'school:chat-read';
export const announceChatRead = (): void => {
  window.dispatchEvent(new Event(CHAT_READ_EVENT));
};

// The sidebar's Chatroom entry: the caller's unread total (Chatroom_getUnreadCount) on the lesson rows'
// cadence (every 60 s, the first after 5 s), and again when a room is read while some are unread.
// Silent and quiet on failure like the rows' counts; null until the first answer or when not enabled.
export function useChatUnreadTotal(enabled: boolean): ChatroomUnread | null {
  const api = useApi();
  const [total, setTotal] = useState<ChatroomUnread | null>(null);
  const unread = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const check = async () => {
      try {
        const answer = await api.call(
          'Chatroom_getUnreadCount',
          { rel_model: 'lesson' },
          { silent: true, handleErrors: false, signal: controller.signal },
        );
        if (controller.signal.aborted) return;
        unread.current = answer.unread;
        setTotal(answer);
      } catch (e) {
        if (isApiError(e) && e.status === 401) api.report(e);
      }
    };
    const checks = new LessonChatCheckScheduler(check, 'other');
    // reading can only lower the total: nothing to ask while it is 0
    const onRead = () => {
      if (unread.current > 0) void check();
    };
    checks.start();
    window.addEventListener(CHAT_READ_EVENT, onRead);
    return () => {
      checks.stop();
      controller.abort();
      window.removeEventListener(CHAT_READ_EVENT, onRead);
    };
  }, [api, enabled]);

  return enabled ? total : null;
}

// The Chatroom screen (SPEC §2 /Chatroom/{studentNo?}): one student's rooms, and the room opened at
// first (?lesson=, a lesson row's way in).
export const chatroomPath = (o: { studentNo?: number; lesson?: number } = {}): string =>
  `/Chatroom${o.studentNo ? `/${o.studentNo}` : ''}${o.lesson ? `?lesson=${o.lesson}` : ''}`;

// A lesson row's way into its chat room (the Chatroom screen with the room open), with its unread count.
export function LessonChatLink({ scheduleNo, count }: { scheduleNo: number; count?: ChatroomCount }) {
  const { t } = useTranslation();
  const unread = count?.unread ?? 0;
  return (
    <Link
      to={chatroomPath({ lesson: scheduleNo })}
      style={{ ...TOUCH_TARGET, gap: 6 }}
      data-testid={`chatroom-link-${scheduleNo}`}
      data-unread={unread}
    >
      {/* the count in words (the name a screen reader reads is the text seen); the dot draws the eye */}
      {unread ? t('chat.room.openChatUnread', { count: unread }) : t('chat.room.openChat')}
      {unread ? <Badge dot /> : null}
    </Link>
  );
}
