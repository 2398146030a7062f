/** What is wrong with a points form as typed, as a key of the `points` words and its values; null when nothing is. */
export const pointsProblem = (
  kind: 'redeem' | 'convert',
  values: Readonly<Record<string, string>>,
  limits: { max?: string | undefined; step?: string | undefined },
): { key: 'points.problems.quantity' | 'points.problems.points'; values: Record<string, string> } | null => {
  const max = Number(limits.max ?? 0);
  if (kind === 'redeem') {
    const quantity = Number(values.quantity);
    return Number.isInteger(quantity) && quantity >= 1 && quantity <= max ? null : { key: 'points.problems.quantity', values: { max: String(max) } };
  }
  const step = Number(limits.step ?? 1);
  const points = Number(values.points);
  const fits = Number.isInteger(points) && points >= step && points <= max && points % step === 0;
  return fits ? null : { key: 'points.problems.points', values: { step: String(step), max: String(max) } };
};
