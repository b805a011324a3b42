import { lessonChannel, parseLessonChannel, type DomainEvent } from '@school/contracts';
import { roomsChangedBy, routeChatEvent } from './lesson-channel';

const message = {
  id: 41,
  rel_model: 'lesson' as const,
  rel_id: 1234,
  content: '宿題は p.12 まで https://example.jp',
  sender_user_no: 7,
  sender_role: 'teacher' as const,
  sender_name: '講師 一郎',
  created_at: '2026-12-01T07:00:00.000Z',
};
const domainEvent = (type: string, data: unknown) =>
  ({ id: 'chat:1', type, service: 'chat', occurredAt: '2026-12-01T07:00:00Z', data }) as DomainEvent;

describe('the lesson channel kind', () => {
  it('names a lesson’s room by its schedule_no and nothing else', () => {
    expect(lessonChannel(1234)).toBe('lesson:1234');
    expect(parseLessonChannel('lesson:1234')).toBe(1234);
    expect(parseLessonChannel('lesson:2147483647')).toBe(2_147_483_647);
    for (const bad of [
      'lesson:0',
      'lesson:01',
      'lesson:-1',
      'lesson:1.5',
      'lesson:',
      'lesson:2147483648',
      'lesson:1:2',
      'board:1',
    ])
      expect(parseLessonChannel(bad)).toBeNull();
  });

  it('sends a new message, whole, to its room’s channel only', () => {
    expect(routeChatEvent(domainEvent('ChatMessageSent', message))).toEqual({
      channels: ['lesson:1234'],
      event: { type: 'ChatMessageSent', ...message },
    });
    // a payload's unknown fields do not travel
    expect(routeChatEvent(domainEvent('ChatMessageSent', { ...message, secret: 'x' }))?.event).not.toHaveProperty('secret');
    expect(routeChatEvent(domainEvent('ChatRoomChanged', { rel_model: 'lesson', rel_id: 1234 }))).toBeNull();
    expect(routeChatEvent(domainEvent('LessonAssigned', { schedule_no: 1234 }))).toBeNull();
  });

  it('asks the holders of a room again when chat’s copy of its lesson changed, and for nothing else', () => {
    expect(roomsChangedBy(domainEvent('ChatRoomChanged', { rel_model: 'lesson', rel_id: 1234 }))).toEqual(['lesson:1234']);
    expect(roomsChangedBy(domainEvent('ChatMessageSent', message))).toEqual([]);
    expect(roomsChangedBy(domainEvent('LessonAssigned', { schedule_no: 1234 }))).toEqual([]);
  });
});
