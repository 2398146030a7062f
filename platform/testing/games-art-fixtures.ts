import { expect } from 'vitest';

/** Tags nest and close, and text holds no raw markup: what an SVG parser needs to accept the file. */
export const expectWellFormedSvg = (svg: string) => {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  const stack: string[] = [];
  const tokens = svg.split(/(<[^<>]*>)/).filter(Boolean);
  for (const token of tokens) {
    if (token.startsWith('<')) {
      const [, closing, name, selfClosing] = /^<(\/?)([a-zA-Z][\w:-]*)(?:\s[^<>]*?)?(\/?)>$/.exec(token) ?? [];
      expect(name, token).toBeDefined();
      if (closing) expect(stack.pop()).toBe(name);
      else if (!selfClosing) stack.push(name!);
      for (const value of token.matchAll(/="([^"]*)"/g)) expect(value[1]).not.toMatch(/[<&]/);
    } else {
      expect(token).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|#39);)/);
    }
  }
  expect(stack).toEqual([]);
};
