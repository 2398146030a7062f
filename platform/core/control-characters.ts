/*
 * C0 control characters and DEL, found by code rather than by regular expression (the lint rule
 * against control characters in patterns keeps those readable).
 */
const isControl = (code: number) => code < 0x20 || code === 0x7f;

export const hasControlCharacter = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) if (isControl(s.charCodeAt(i))) return true;
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
