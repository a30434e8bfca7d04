/** Renders HTML the server has already sanitised (descriptions, intros, passages). */
export function Html({
  html,
  className,
  lang,
  dir,
}: {
  html: string | null | undefined;
  className?: string;
  lang?: string;
  /** "auto": the text's own direction (a translation, or its German fallback). */
  dir?: "ltr" | "rtl" | "auto";
}) {
  if (!html) return null;
  return (
    <div className={className ? `html ${className}` : "html"} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
