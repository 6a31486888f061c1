const ISSUER = 'Gemstone Gallery';

/** The otpauth URI authenticator apps read (Key Uri Format): 6 digits, SHA-1, 30-second steps, as the Worker checks. */
export function otpauthUri(secret: string, account: string): string {
  const label = encodeURIComponent(`${ISSUER}:${account}`);
  const query = new URLSearchParams({ secret, issuer: ISSUER, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${label}?${query.toString().replaceAll('+', '%20')}`;
}

/** The secret in groups of four, easier to type into an app by hand. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
