import { ConfigError, env, loadConfig, optional, secret } from './config';

describe('loadConfig', () => {
  const schema = {
    DATABASE_URL: secret(env.url(['postgres'])),
    PORT: env.int(1, 65535),
    DEBUG: optional(env.bool(), false),
    ORIGINS: optional(env.list(), ['http://localhost:4200']),
  };

  it('parses valid values and applies defaults', () => {
    const config = loadConfig(schema, { DATABASE_URL: 'postgres://u:p@h/db', PORT: '8443' });
    expect(config).toEqual({
      DATABASE_URL: 'postgres://u:p@h/db',
      PORT: 8443,
      DEBUG: false,
      ORIGINS: ['http://localhost:4200'],
    });
  });

  it('reports every missing and malformed variable at once, hiding secrets', () => {
    let error: unknown;
    try {
      loadConfig(schema, { DATABASE_URL: 'mysql://u:topsecret@h/db', PORT: '99999', DEBUG: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual([
      'DATABASE_URL is malformed: got (hidden), expected a URL (postgres)',
      'PORT is malformed: got "99999", expected an integer from 1 to 65535',
      'DEBUG is malformed: got "maybe", expected true or false',
    ]);
    expect((error as Error).message).not.toContain('topsecret');
  });

  it('names a missing required variable', () => {
    expect(() => loadConfig(schema, { PORT: '1' })).toThrow('DATABASE_URL is missing: expected a URL (postgres)');
  });
});
