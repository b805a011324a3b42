import { CHAT_CONTENT_MAX, type ChatroomMessage } from '@school/contracts';
import { chatContentLength, chatKeySends, formatDisplayInstant } from '@school/domain';
import { isApiError, TOUCH_TARGET, useSession } from '@school/ui';
import { Alert, Button, Input, Result, Typography } from 'antd';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatMessageText } from './ChatMessageText';
import { useChatRoom } from './useChatRoom';

const LOG: CSSProperties = { overflowY: 'auto', maxHeight: '55vh', minHeight: 160, padding: 8 };
const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 };
const BUBBLE: CSSProperties = {
  maxWidth: '85%',
  padding: '6px 10px',
  borderRadius: 8,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
};
const MINE: CSSProperties = { ...BUBBLE, alignSelf: 'flex-end', background: '#e6f4ff' };
const THEIRS: CSSProperties = { ...BUBBLE, alignSelf: 'flex-start', background: '#f5f5f5' };

function MessageItem({ message, mine }: { message: ChatroomMessage; mine: boolean }) {
  const { t } = useTranslation();
  const who = mine ? t('chat.room.you') : `${message.sender_name} (${t(`chat.room.role.${message.sender_role}`)})`;
  return (
    <li style={mine ? MINE : THEIRS} data-testid={`chatroom-message-${message.id}`}>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
        {`${who} ${formatDisplayInstant(message.created_at)}`}
      </Typography.Text>
      <ChatMessageText content={message.content} />
    </li>
  );
}

// One lesson's room: its messages oldest first, kept current by polling (useChatRoom), and the box to
// write in while the room is writable. Enter sends, Shift+Enter starts a line, and the Enter that
// confirms a Japanese conversion does not send (chatKeySends).
export function ChatRoomPanel({ relId, title }: { relId: number; title: string }) {
  const { t } = useTranslation();
  const me = useSession().user?.user_no;
  const room = useChatRoom(relId);
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const log = useRef<HTMLDivElement>(null);
  const length = chatContentLength(draft);
  const tooLong = length > CHAT_CONTENT_MAX;
  const busy = room.state === 'sending';

  // the newest message in view when one arrives
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [room.messages.length]);

  const submit = async () => {
    if (!length || tooLong || busy) return;
    setRefusal(null);
    try {
      await room.send(draft);
      setDraft('');
    } catch (e) {
      // the service's words in the user's language; other refusals were told by the client's catalogue
      const messages = isApiError(e) ? e.fieldErrors?.content : undefined;
      if (messages?.length) setRefusal(messages.join(' '));
      // refused as read-only (its period ended while the room was open): read again, it then says why
      if (isApiError(e) && e.status === 400) room.reload();
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!chatKeySends({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing, keyCode: e.keyCode })) return;
    e.preventDefault();
    void submit();
  };

  if (room.refused) return <Result status="warning" title={t('chat.room.notInList')} data-testid="chatroom-refused" />;
  if (room.loadFailed)
    return (
      <Result
        status="error"
        title={t('chat.room.loadError')}
        extra={
          <Button onClick={room.reload} style={TOUCH_TARGET}>
            {t('chat.room.retry')}
          </Button>
        }
        data-testid="chatroom-load-error"
      />
    );
  return (
    <section aria-label={title} data-testid="chatroom-room" data-state={room.state} data-live={room.live}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      {room.refreshFailed ? (
        <Alert type="warning" showIcon message={t('chat.room.refreshError')} data-testid="chatroom-refresh-error" />
      ) : null}
      {/* the log announces new messages; it scrolls (so it takes the focus), the list inside keeps its semantics */}
      <div ref={log} role="log" aria-label={t('chat.room.messages')} style={LOG} data-testid="chatroom-messages" tabIndex={0}>
        <ol style={LIST}>
          {room.writable !== null && room.messages.length === 0 ? (
            <li>
              <Typography.Text type="secondary">{t('chat.room.noMessages')}</Typography.Text>
            </li>
          ) : null}
          {room.messages.map((m) => (
            <MessageItem key={m.id} message={m} mine={m.sender_user_no === me} />
          ))}
        </ol>
      </div>
      {room.writable === false ? (
        <Alert type="info" showIcon message={t('chat.readOnly')} data-testid="chatroom-readonly" />
      ) : null}
      {room.writable ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Input.TextArea
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t('chat.room.placeholder')}
            aria-label={t('chat.room.message')}
            aria-invalid={tooLong || !!refusal}
            status={tooLong || refusal ? 'error' : undefined}
            data-testid="chatroom-input"
          />
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <Typography.Text type={tooLong ? 'danger' : 'secondary'} data-testid="chatroom-length">
              {t('chat.room.length', { length, max: CHAT_CONTENT_MAX })}
            </Typography.Text>
            {tooLong ? (
              <Typography.Text type="danger">{t('chat.room.tooLong', { max: CHAT_CONTENT_MAX })}</Typography.Text>
            ) : null}
            {refusal ? <Typography.Text type="danger">{refusal}</Typography.Text> : null}
            <Button
              type="primary"
              onClick={() => void submit()}
              disabled={!length || tooLong}
              loading={busy}
              style={{ ...TOUCH_TARGET, marginInlineStart: 'auto' }}
              data-testid="chatroom-send"
            >
              {t('chat.room.send')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
