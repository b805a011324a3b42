import { ApiSession } from '../support/session';
import { Stack } from '../support/stack';

// The gateway's abuse limits as production has them (the run's shared gateway raises them, since all
// of a run's sign-ins come from one address: docs/testing.md).
describe('rate limits', () => {
  const stack = new Stack('keeps the production rate limits, which the shared gateway raises');
  const unique = `${process.pid}${Date.now() % 100000}`;
  beforeAll(() => stack.start(), 120000);
  afterAll(() => stack.stopAll());

  it('limits login attempts per account with a clear Japanese message', async () => {
    const s = new ApiSession(stack, { 'x-forwarded-for': '203.0.113.9' });
    let last = await s.call('Auth_login', { user_id: `limited${unique}`, password: 'x' });
    for (let i = 0; i < 12 && last.body.code !== 'RATE_LIMITED'; i++)
      last = await s.call('Auth_login', { user_id: `limited${unique}`, password: 'x' });
    expect(last.status).toBe(400);
    expect(last.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。',
    });
  });
});
