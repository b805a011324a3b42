import { LESSON_CHAT_CHECK_MS, LessonChatCheckScheduler, lessonChatCheckFirstDelay } from './lesson-chat-check';

describe('LessonChatCheckScheduler (SPEC §9 lesson chat check)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('checks first after 5 s, then every 60 s, until stopped', async () => {
    let checks = 0;
    const s = new LessonChatCheckScheduler(async () => {
      checks++;
    }, 'other');
    s.start();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(checks).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(checks).toBe(1);
    await jest.advanceTimersByTimeAsync(59_999);
    expect(checks).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(checks).toBe(2);
    s.stop();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(checks).toBe(2);
  });

  it('checks first after 1 s on the student’s daily screen; a failed check does not end the checks', async () => {
    expect(lessonChatCheckFirstDelay('studentDaily')).toBe(LESSON_CHAT_CHECK_MS.firstOnStudentDaily);
    let checks = 0;
    const s = new LessonChatCheckScheduler(async () => {
      checks++;
      throw new Error('offline');
    }, 'studentDaily');
    s.start();
    s.start();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(checks).toBe(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(checks).toBe(2);
    s.stop();
  });

  it('times the next check from the end of a slow one', async () => {
    let checks = 0;
    let finish = () => {};
    const s = new LessonChatCheckScheduler(() => {
      checks++;
      return new Promise<void>((r) => (finish = r));
    }, 'other');
    s.start();
    await jest.advanceTimersByTimeAsync(5_000);
    await jest.advanceTimersByTimeAsync(90_000);
    expect(checks).toBe(1);
    finish();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(checks).toBe(2);
    s.stop();
  });
});
