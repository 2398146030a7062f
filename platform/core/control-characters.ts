/*
 * C0 control characters and DEL, found by code rather than by regular expression (the lint rule
 * against control characters in patterns keeps those readable).
 */
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

const isControl = (code: number) => code < 0x20 || code === 0x7f;
const isLineSpacing = (code: number) => code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;

export interface ControlCharacterOptions {
  /** A text that may span lines: tabs and line breaks are its own, every other control is not. */
  multiLine?: boolean;
}

export const hasControlCharacter = (s: string, { multiLine = false }: ControlCharacterOptions = {}): boolean => {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (isControl(code) && !(multiLine && isLineSpacing(code))) return true;
  }
  return false;
};

/** Each run of control characters becomes one space: a title pasted with a line break stays one line. */
export const controlsToSpaces = (s: string): string => {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (!isControl(s.charCodeAt(i))) out += s[i];
    else if (!out.endsWith(' ')) out += ' ';
  }
  return out;
};

/**
 * The fields of a decoded request value (parsed JSON, a form, a query) whose string, or one of
 * whose keys, holds a control character, named as field errors name them: `a.b.0`, and `_` for
 * the value itself. Keys are names, never multi-line. Walked without recursion, so a deeply nested
 * body cannot exhaust the stack.
 */
export const controlCharacterFields = (value: unknown, options: ControlCharacterOptions = {}): string[] => {
  const found = new Set<string>();
  const name = (path: readonly string[]) => (path.length ? path.join('.') : '_');
  const pending: [unknown, string[]][] = [[value, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (hasControlCharacter(item, options)) found.add(name(path));
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (hasControlCharacter(key)) found.add(name(path));
        else pending.push([child, [...path, key]]);
      }
    }
  }
  return [...found];
};
