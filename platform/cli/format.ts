/** Plain-text tables for a terminal: left-aligned columns, long cells cut with an ellipsis. */
export type Cell = string | number | boolean | null | undefined;

const MAX_CELL = 72;

const text = (cell: Cell): string => {
  if (cell === null || cell === undefined || cell === '') return '-';
  const s = String(cell).replace(/\s+/g, ' ');
  return s.length > MAX_CELL ? `${s.slice(0, MAX_CELL - 1)}…` : s;
};

export const table = (headers: readonly string[], rows: readonly (readonly Cell[])[]): string => {
  if (!rows.length) return '(none)';
  const cells = rows.map((row) => headers.map((_, i) => text(row[i])));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: readonly string[]) =>
    row
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
};

export const onOff = (enabled: boolean) => (enabled ? 'on' : 'off');
