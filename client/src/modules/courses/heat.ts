/** The heat map's five shades: 0 where the class loses most (under 40 %), 4 where it keeps its points (80 % and more). */
export function heatLevel(percent: number): 0 | 1 | 2 | 3 | 4 {
  if (percent < 40) return 0;
  if (percent < 55) return 1;
  if (percent < 65) return 2;
  if (percent < 80) return 3;
  return 4;
}
