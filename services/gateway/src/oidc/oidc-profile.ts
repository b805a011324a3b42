import { type SocialProfile } from '@school/contracts';

type Claims = Record<string, unknown>;

// The provider's word on who signed in. The subject comes from the verified ID token; email and its
// verification flag come together from one source (userinfo when it has an email, else the ID token),
// so an address is never paired with another claim set's "verified".
export const profileOf = (provider: string, idToken: Claims, userinfo: Claims): SocialProfile | null => {
  if (typeof idToken.sub !== 'string' || idToken.sub === '') return null;
  const source = typeof userinfo.email === 'string' ? userinfo : idToken;
  const email = typeof source.email === 'string' && source.email.trim() !== '' ? source.email.trim() : null;
  // Some providers send the flag as the string "true".
  const emailVerified = email !== null && (source.email_verified === true || source.email_verified === 'true');
  const name = [userinfo.name, idToken.name].find((n): n is string => typeof n === 'string' && n.trim() !== '');
  return { provider, subject: idToken.sub, email, emailVerified, name: name?.trim().slice(0, 100) ?? null };
};
