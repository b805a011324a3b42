import { isBackingServerDown } from './unavailable';

describe('isBackingServerDown', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'PostgreSQL shutting down',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['PostgreSQL starting', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['TypeORM around the driver', Object.assign(new Error('query failed'), { driverError: { code: '08006', message: 'x' } })],
    [
      'Redis away',
      new Error('Reached the max retries per request limit (which is 2). Refer to "maxRetriesPerRequest" option for details.'),
    ],
  ])('%s: yes', (_, e) => expect(isBackingServerDown(e)).toBe(true));

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: no', (_, e) => expect(isBackingServerDown(e)).toBe(false));
});
