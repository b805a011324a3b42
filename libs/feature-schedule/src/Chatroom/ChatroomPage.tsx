import { type ChatroomRoom } from '@school/contracts';
import { formatDisplayDate, formatDisplayInstant } from '@school/domain';
import { chatroomPath, TOUCH_TARGET, useApi, usePhone, useScreenLoad, useSession } from '@school/ui';
import { useNavigate, useParams, useSearchParams } from '@school/ui/router';
import { Badge, Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberFilter } from '../NumberFilter';
import { ChatRoomPanel } from './ChatRoomPanel';

const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 };
const ROOM_BUTTON: CSSProperties = {
  ...TOUCH_TARGET,
  width: '100%',
  height: 'auto',
  justifyContent: 'space-between',
  textAlign: 'start',
  whiteSpace: 'normal',
  padding: '6px 10px',
};

const positive = (v: string | null | undefined): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

// Chatroom (everyone, SPEC §2 /Chatroom/{studentNo?}, §6 always added; issue 28 item 5): the caller's
// lesson rooms — a student's own, a teacher's lessons', staff's centers' —, newest lesson first, one
// student's when the path names them (staff and teachers choose one by number), and the room chosen.
// ?lesson= opens a lesson's room at once when it is in the list. On a phone the list and the room take
// turns.
export function ChatroomPage() {
  const { t } = useTranslation();
  const api = useApi();
  const phone = usePhone();
  const navigate = useNavigate();
  const user = useSession().user;
  const studentNo = positive(useParams().studentNo);
  const asked = positive(useSearchParams()[0].get('lesson'));
  const [chosen, setChosen] = useState<number | undefined>(asked);
  // a lesson row's link followed while the screen is open already
  useEffect(() => {
    if (asked) setChosen(asked);
  }, [asked]);
  const [read, setRead] = useState<readonly number[]>([]);
  const rooms = useScreenLoad(
    () => api.call('Chatroom_getRooms', { rel_model: 'lesson', ...(studentNo ? { student_no: studentNo } : {}) }),
    [studentNo],
    'chat.room.roomsError',
  );
  const list = rooms.state === 'loaded' ? rooms.data : [];
  const room = list.find((r) => r.rel_id === chosen);
  const titleOf = (r: ChatroomRoom) => t('chat.room.lesson', { date: formatDisplayDate(r.schedule_date), no: r.rel_id });
  const choose = (relId: number) => {
    setChosen(relId);
    // opening the room reads it: its unread count is gone
    setRead((nos) => [...nos, relId]);
  };

  const roomList = (
    <nav aria-label={t('chat.room.rooms')} data-testid="chatroom-rooms">
      {rooms.state === 'loading' ? <Skeleton active /> : null}
      {rooms.state === 'loaded' && !list.length ? <Empty description={t('chat.room.noRooms')} /> : null}
      <ul style={LIST}>
        {list.map((r) => {
          const unread = read.includes(r.rel_id) ? 0 : r.unread;
          return (
            <li key={r.rel_id}>
              <Button
                type={r.rel_id === chosen ? 'primary' : 'text'}
                ghost={r.rel_id === chosen}
                aria-current={r.rel_id === chosen ? 'true' : undefined}
                style={ROOM_BUTTON}
                onClick={() => choose(r.rel_id)}
                data-testid={`chatroom-room-${r.rel_id}`}
              >
                <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                  <span>{titleOf(r)}</span>
                  {user?.isStudent ? null : (
                    <Typography.Text type="secondary">{t('chat.room.student', { no: r.student_no })}</Typography.Text>
                  )}
                  {r.last_message_at && r.last_sender_name !== null ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('chat.room.lastMessage', { name: r.last_sender_name, time: formatDisplayInstant(r.last_message_at) })}
                    </Typography.Text>
                  ) : null}
                </span>
                <span>
                  {r.cancelled ? <Tag>{t('chat.room.cancelled')}</Tag> : null}
                  {unread > 0 ? (
                    <Badge count={unread} title={t('chat.room.unread', { count: unread })} data-testid="chatroom-unread" />
                  ) : null}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
  const roomView = room ? (
    // a room of its own for each lesson: the hook starts over when another is chosen
    <ChatRoomPanel key={room.rel_id} relId={room.rel_id} title={titleOf(room)} />
  ) : (
    <Typography.Text type="secondary" data-testid="chatroom-choose">
      {chosen && rooms.state === 'loaded' ? t('chat.room.notInList') : t('chat.room.chooseRoom')}
    </Typography.Text>
  );

  return (
    <Card title={t('route.Chatroom')} data-testid="chatroom-page">
      {user?.isStudent ? null : (
        <Space style={{ marginBottom: 12 }} wrap>
          <NumberFilter
            field="student_no"
            label={t('chat.room.studentNo')}
            searchInfo={studentNo ? { student_no: studentNo } : {}}
            apply={(patch) => navigate(chatroomPath({ studentNo: positive(String(patch.student_no)) }))}
            testId="chatroom-student"
          />
          {studentNo ? (
            <Button onClick={() => navigate(chatroomPath())} style={TOUCH_TARGET} data-testid="chatroom-all-students">
              {t('chat.room.allStudents')}
            </Button>
          ) : null}
        </Space>
      )}
      {phone ? (
        room ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Button onClick={() => setChosen(undefined)} style={TOUCH_TARGET} data-testid="chatroom-back">
              {t('chat.room.backToList')}
            </Button>
            {roomView}
          </Space>
        ) : (
          roomList
        )
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(220px, 320px) 1fr', gap: 16, alignItems: 'start' }}>
          {roomList}
          <div style={{ minWidth: 0 }}>{roomView}</div>
        </div>
      )}
    </Card>
  );
}
