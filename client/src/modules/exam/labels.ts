/** "a Es gibt…" stays as it is; a label without its letter gets it in front ("a – Anzeige A"). */
export function optionText(value: string, label: string | null | undefined): string {
  if (!label) return value;
  return label === value || new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[\\s.)–-]`).test(label)
    ? label
    : `${value} – ${label}`;
}

/** Drops an intro's leading "<p><strong>Title</strong></p>" when the page already shows the title as its heading. */
export function introWithoutTitle(intro: string | null | undefined, title: string | null | undefined): string | null {
  if (!intro || !title) return intro ?? null;
  const lead = `<p><strong>${title}</strong></p>`;
  return intro.startsWith(lead) ? intro.slice(lead.length) : intro;
}
