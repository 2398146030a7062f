import { describe, expect, it } from 'vitest';
import { ApiError, HttpError, NetworkError } from '../api-client/errors.ts';
import { failureText } from './failure-text.ts';
import { wordsOf } from './resources.ts';
import { textOf } from './text.ts';

describe('island words', () => {
  const t = textOf(wordsOf('EN', ['login', 'register', 'errors']));

  it('reads a key of the loaded namespaces and fills its places', () => {
    expect(t('login.title')).toBe('Log in');
    expect(t('register.pattern.1', { min: 6, max: 20 })).not.toMatch(/\{\{/);
    // A text whose places the browser fills later keeps them.
    expect(t('login.sendWait')).toContain('{{seconds}}');
  });

  it('reads a key known only at run time, or the fallback where the catalogue has none', () => {
    expect(t.or('register.confirm', 'errors.system.error')).toBe('Incorrect confirmation input');
    expect(t.or('no.such.key', 'errors.system.error')).toBe('Something went wrong, please try again');
    expect(t.or('constructor', 'errors.system.error')).toBe('Something went wrong, please try again');
  });

  it('tells a failure by its code, never in server text', () => {
    expect(failureText(t, new ApiError('login.not.agent', 403))).toBe('Non-agents cannot log in');
    expect(failureText(t, new ApiError('TOO_MANY_REQUESTS', 429))).toBe('Too many requests, please try again after 5 minutes');
    expect(failureText(t, new ApiError('TOO_MANY_REQUESTS', 429, { captcha: true, windowMs: 3_600_000 }))).toBe(
      'Too many requests, please try again after 1 hour',
    );
    expect(failureText(t, new ApiError('favourite.throttled', 429, { windowMs: 1_000 }))).toBe('Please wait 1 second before changing favourites again');
    expect(failureText(t, new NetworkError('offline'))).toBe('Network link is abnormal, please try again');
    expect(failureText(t, new ApiError('no.such.code', 500))).toBe('Something went wrong, please try again');
    expect(failureText(t, new HttpError(502, 'not an envelope'))).toBe('Something went wrong, please try again');
    expect(failureText(t, new Error('boom'))).toBe('Something went wrong, please try again');
  });

  it('is the same words in Spanish', () => {
    expect(textOf(wordsOf('ES', ['login']))('login.title')).toBe(wordsOf('ES', ['login'])['login.title']);
    expect(textOf(wordsOf('ES', ['login']))('login.title')).not.toBe('Log in');
  });
});
