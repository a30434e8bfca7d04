/** The answer as the learner chose it: "b) Berlin" for a lettered choice, the label ("Falsch") or the typed text. */
export function answerShown(value: string, label: string | null | undefined): string {
  if (!label || label === value) return value;
  return /^[a-z0-9]$/i.test(value) ? `${value}) ${label}` : label;
}
