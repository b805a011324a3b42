import { lessonChannel, type ChatroomMessage } from '@school/contracts';
import { ChatRefreshScheduler, mergeChatMessages, type ChatState } from '@school/domain';
import { announceChatRead, isApiError, useApi, useLiveChannels } from '@school/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export type ChatRoom = {
  messages: ChatroomMessage[];
  // null until the first answer
  writable: boolean | null;
  state: ChatState;
  loadFailed: boolean;
  refreshFailed: boolean;
  // the caller is no longer a member (its lesson passed to another teacher while the room was open)
  refused: boolean;
  // resolves when sent; rejects with the ApiError (field errors for the box) when refused
  send: (content: string) => Promise<void>;
  // the room's live channel is joined: a new message shows as it is sent (polling goes on beside it)
  live: boolean;
  reload: () => void;
};

// A lesson's chat room (docs/chat.md "Polling", docs/live.md "lesson"): its newest messages, then newer
// ones by _last_message_id on the SPEC §4/§9 schedule (ChatRefreshScheduler). The room's live channel
// shows a message the moment it is sent and asks for a refresh at once (which marks it read and
// catches up whatever came before it); the schedule goes on whether or not the socket is there, so a
// blocked or lost socket only makes the room as slow as SPEC's polling. The room's calls are silent
// (no loading overlay while polling) and aborted when the room is left or another opened.
export function useChatRoom(relId: number): ChatRoom {
  const api = useApi();
  const [messages, setMessages] = useState<ChatroomMessage[]>([]);
  const [writable, setWritable] = useState<boolean | null>(null);
  const [state, setState] = useState<ChatState>('idle');
  const [loadFailed, setLoadFailed] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const [refused, setRefused] = useState(false);
  const [loads, setLoads] = useState(0);
  const scheduler = useRef<ChatRefreshScheduler | null>(null);
  const signal = useRef<AbortSignal | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    signal.current = controller.signal;
    // the last message read from the room (not a send's answer: messages of others may lie before it)
    let readUpTo: number | null = null;
    setMessages([]);
    setWritable(null);
    setLoadFailed(false);
    setRefreshFailed(false);
    setRefused(false);
    const read = async (after: number | null) => {
      const answer = await api.call(
        'Chatroom_getChatroomMessages',
        { rel_model: 'lesson', rel_id: relId, ...(after === null ? {} : { _last_message_id: after }) },
        // a failed poll is shown in the room (see failed)
        { silent: true, signal: controller.signal, handleErrors: false },
      );
      if (controller.signal.aborted) return null;
      if (answer.messages.length) {
        readUpTo = answer.messages[answer.messages.length - 1].id;
        // the service marked them read: the sidebar's unread total follows
        announceChatRead();
      }
      setMessages((shown) => mergeChatMessages(shown, answer.messages));
      setWritable(answer.writable);
      return answer;
    };
    const failed = (e: unknown, show: () => void) => {
      if (controller.signal.aborted || (isApiError(e) && e.aborted)) return;
      // a lost session logs out; a room taken away while open (its lesson reassigned: 403) is the room's to show
      if (isApiError(e) && e.status === 401) api.report(e);
      if (isApiError(e) && e.status === 403) setRefused(true);
      else show();
    };
    const rooms = new ChatRefreshScheduler({
      load: () =>
        read(null).then(
          () => setLoadFailed(false),
          (e: unknown) => failed(e, () => setLoadFailed(true)),
        ),
      // newer pages until none remain (has_more: more than a page came in since)
      refresh: async () => {
        try {
          let answer = await read(readUpTo);
          while (answer?.has_more) answer = await read(readUpTo);
          setRefreshFailed(false);
        } catch (e) {
          failed(e, () => setRefreshFailed(true));
        }
      },
      onState: (s) => !controller.signal.aborted && setState(s),
    });
    scheduler.current = rooms;
    void rooms.init();
    return () => {
      rooms.stop();
      controller.abort();
      scheduler.current = null;
    };
  }, [api, relId, loads]);

  const send = useCallback(
    async (content: string) => {
      const rooms = scheduler.current;
      if (!rooms) return;
      await rooms.send(async () => {
        try {
          const sent = await api.call(
            'Chatroom_sendMessage',
            { rel_model: 'lesson', rel_id: relId, content },
            { silent: true, signal: signal.current ?? undefined, handleErrors: false },
          );
          setMessages((shown) => mergeChatMessages(shown, [sent]));
        } catch (e) {
          // a room taken away while open is the room's to show, not a reason to sign out; the rest
          // goes through the one error mapping
          if (isApiError(e) && e.status === 403) setRefused(true);
          else if (isApiError(e)) api.report(e);
          throw e;
        }
      });
    },
    [api, relId],
  );

  const refreshNow = useCallback(() => scheduler.current?.refreshNow(), []);
  const channels = useMemo(() => [lessonChannel(relId)], [relId]);
  const live = useLiveChannels(channels, {
    onEvent: (event) => {
      if (event.type !== 'ChatMessageSent' || event.rel_id !== relId) return;
      const { type: _type, ...message } = event;
      setMessages((shown) => mergeChatMessages(shown, [message]));
      refreshNow();
    },
    onReconnect: refreshNow,
  });

  return {
    messages,
    writable,
    state,
    loadFailed,
    refreshFailed,
    refused,
    send,
    live,
    reload: useCallback(() => setLoads((n) => n + 1), []),
  };
}
