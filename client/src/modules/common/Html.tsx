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
  dir?: "ltr" | "rtl";
}) {
  if (!html) return null;
  return (
    <div className={className ? `html ${className}` : "html"} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
