import { describe, expect, it } from 'vitest';
import { fill } from './fill.ts';

describe('fill', () => {
  it('puts values in their places and leaves unknown names as they are', () => {
    expect(fill('Se cierra en {{seconds}} s', { seconds: 5 })).toBe('Se cierra en 5 s');
    expect(fill('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });

  it('does not read inherited properties', () => {
    expect(fill('{{constructor}}', {})).toBe('{{constructor}}');
  });
});
