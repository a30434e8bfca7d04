/**
 * Evidence in the passage: the explanations quote the text („am Bahnhof“, „wartet … auf seine Schwester“);
 * those quotes are found in the passage or transcript and marked there.
 */

/** The quoted fragments of an explanation, split at an ellipsis; fragments under four letters are left out. */
export function quotedFragments(explanation: string | null | undefined): string[] {
  if (!explanation) return [];
  const text = explanation.replace(/<[^>]*>/g, "");
  const quotes = [...text.matchAll(/[„“"«»‚]([^„“”"«»‚‘’]{2,200})[“”"«»‘’]/g)].map((m) => m[1]);
  return quotes
    .flatMap((q) => q.split(/\s*(?:…|\.\.\.)\s*/))
    .map((f) => f.trim())
    .filter((f) => f.replace(/\W/g, "").length >= 4 || f.length >= 4);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export interface Evidence {
  /** The item's number on the page (shown beside the mark). */
  label: string;
  fragments: string[];
}

/**
 * Wraps each fragment's first occurrence in the text parts of an HTML string (never inside a tag) in
 * <mark class="evidence" data-item="…">. Returns the HTML and how many fragments were found.
 */
export function markEvidence(html: string, evidence: Evidence[]): { html: string; found: number } {
  const parts = html.split(/(<[^>]*>)/);
  let found = 0;
  for (const { label, fragments } of evidence) {
    for (const fragment of fragments) {
      const pattern = new RegExp(escapeRegExp(fragment).replace(/\s+/g, "\\s+"), "i");
      for (let i = 0; i < parts.length; i++) {
        if (parts[i].startsWith("<")) continue;
        const match = pattern.exec(parts[i]);
        if (!match) continue;
        const before = parts[i].slice(0, match.index);
        const after = parts[i].slice(match.index + match[0].length);
        const safeLabel = label.replace(/[^\w.-]/g, "");
        parts.splice(i, 1, before, `<mark class="evidence" data-item="${safeLabel}">`, match[0], "</mark>", after);
        found += 1;
        break;
      }
    }
  }
  return { html: parts.join(""), found };
}

/** The item's number as the exam prints it in its title ("2. Wo wartet Paul?" → "2"), else its position. */
export function itemLabel(title: string | null | undefined, position: number): string {
  return /^\s*(\d+)[.)]/.exec(title ?? "")?.[1] ?? String(position);
}
