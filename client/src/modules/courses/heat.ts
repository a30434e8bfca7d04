/** The heat map's five shades by the share of points the class loses on a Teil type: 0 the hottest (60 % and more). */
export function heatLevel(lostShare: number): 0 | 1 | 2 | 3 | 4 {
  if (lostShare >= 0.6) return 0;
  if (lostShare >= 0.45) return 1;
  if (lostShare >= 0.35) return 2;
  if (lostShare >= 0.2) return 3;
  return 4;
}
