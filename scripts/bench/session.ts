import { encryptPayload } from '../../contract/hybrid-crypto.ts';

/** Logs in through the site as a browser would, and returns the session cookie the site set. */
export const loginCookie = async (base: string, username: string, password: string): Promise<string> => {
  const { value: key } = (await (await fetch(`${base}/wps/session/key/rsa`)).json()) as { value: string };
  const { encryptionHeader, body } = await encryptPayload(key, { username, password, type: 'username' });
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Encryption: encryptionHeader, Origin: base },
    body: JSON.stringify(body),
  });
  const cookie = res.headers.getSetCookie().find((c) => !c.startsWith('captchaId='));
  if (!res.ok || !cookie) throw new Error(`Login for the benchmark failed: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0]!;
};
