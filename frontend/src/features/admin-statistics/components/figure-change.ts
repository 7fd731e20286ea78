/** How a figure moved against the period before: up or down by a percentage, unchanged, or new. */
export type FigureChange = { kind: 'up' | 'down'; percent: number } | { kind: 'same' } | { kind: 'new' };

export function figureChange(current: number, previous: number): FigureChange {
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'new' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 1000) / 10;
  return { kind: current > previous ? 'up' : 'down', percent };
}
