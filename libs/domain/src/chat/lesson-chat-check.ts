// SPEC §9: the lesson rows' chat check (message counts of the lessons shown, Chatroom_getMessageCounts)
// runs every 60 s, the first after 5 s, or after 1 s on the student's daily screen. The next check is
// timed from the end of the one before, so a slow answer never stacks checks.
export const LESSON_CHAT_CHECK_MS = { first: 5_000, firstOnStudentDaily: 1_000, every: 60_000 } as const;

export type LessonChatCheckScreen = 'studentDaily' | 'other';

export const lessonChatCheckFirstDelay = (screen: LessonChatCheckScreen): number =>
  screen === 'studentDaily' ? LESSON_CHAT_CHECK_MS.firstOnStudentDaily : LESSON_CHAT_CHECK_MS.first;

export class LessonChatCheckScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;

  // check: a failure is the callback's to show; the checks go on
  constructor(
    private readonly check: () => Promise<void>,
    private readonly screen: LessonChatCheckScreen,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(lessonChatCheckFirstDelay(this.screen));
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.check()
        .catch(() => undefined)
        .then(() => {
          if (this.running) this.schedule(LESSON_CHAT_CHECK_MS.every);
        });
    }, delayMs);
  }
}
