import { ConfigError, loadConfig } from '@school/server-kit';
import { gatewayEnv } from '../config';
import { parseOidcProviders } from './oidc-providers';

const google = {
  name: 'google',
  label: 'Google',
  issuer: 'https://accounts.google.com',
  clientId: 'id-1',
  clientSecret: 's3cret-value',
};
const base = { DATABASE_URL: 'postgres://u@h/db', NATS_URL: 'nats://h:4222', REDIS_URL: 'redis://h:6379' };

describe('OIDC_PROVIDERS', () => {
  it('reads providers with the default scope and label', () => {
    expect(
      parseOidcProviders(JSON.stringify([google, { ...google, name: 'line', label: undefined, scope: 'openid email' }])),
    ).toEqual([
      { ...google, scope: 'openid email profile' },
      { ...google, name: 'line', label: 'line', scope: 'openid email' },
    ]);
  });

  it('allows plain http only for an issuer on this machine', () => {
    expect(parseOidcProviders(JSON.stringify([{ ...google, issuer: 'http://127.0.0.1:4000' }]))).toHaveLength(1);
    expect(parseOidcProviders(JSON.stringify([{ ...google, issuer: 'http://localhost:4000/oidc' }]))).toHaveLength(1);
    expect(parseOidcProviders(JSON.stringify([{ ...google, issuer: 'http://idp.example.com' }]))).toBeUndefined();
  });

  it.each([
    ['not JSON', '[{'],
    ['not an array', JSON.stringify(google)],
    ['an entry that is not an object', JSON.stringify([google, 'line'])],
    ['a name with capitals', JSON.stringify([{ ...google, name: 'Google' }])],
    ['a name that shadows a route', JSON.stringify([{ ...google, name: 'providers' }])],
    ['the same name twice', JSON.stringify([google, google])],
    ['a missing client secret', JSON.stringify([{ ...google, clientSecret: undefined }])],
    ['an empty client id', JSON.stringify([{ ...google, clientId: ' ' }])],
    ['an issuer that is not a URL', JSON.stringify([{ ...google, issuer: 'accounts.google.com' }])],
    ['an issuer with a query', JSON.stringify([{ ...google, issuer: 'https://accounts.google.com/?x=1' }])],
    ['a scope without openid', JSON.stringify([{ ...google, scope: 'email profile' }])],
    ['a misspelt key', JSON.stringify([{ ...google, lable: 'Google' }])],
  ])('refuses %s', (_, raw) => {
    expect(parseOidcProviders(raw)).toBeUndefined();
  });

  it('means no social login when absent or empty', () => {
    expect(loadConfig(gatewayEnv, base).OIDC_PROVIDERS).toEqual([]);
    expect(loadConfig(gatewayEnv, { ...base, OIDC_PROVIDERS: '' }).OIDC_PROVIDERS).toEqual([]);
    expect(loadConfig(gatewayEnv, { ...base, OIDC_PROVIDERS: '[]' }).OIDC_PROVIDERS).toEqual([]);
  });

  it('fails the boot with a clear message that never shows the client secret', () => {
    const load = () => loadConfig(gatewayEnv, { ...base, OIDC_PROVIDERS: JSON.stringify([{ ...google, issuer: 'ftp://x' }]) });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /OIDC_PROVIDERS is malformed: got \(hidden\), expected a JSON array of \{"name","label","issuer","clientId","clientSecret"\}/,
    );
    expect(load).not.toThrow(/s3cret-value/);
  });

  it('builds redirect URIs from PUBLIC_API_URL, by default the local gateway', () => {
    expect(loadConfig(gatewayEnv, base).PUBLIC_API_URL).toBe('http://localhost:8443');
    expect(() => loadConfig(gatewayEnv, { ...base, PUBLIC_API_URL: 'gateway' })).toThrow(/PUBLIC_API_URL is malformed/);
  });
});
