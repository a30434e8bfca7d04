import { useTranslation } from "react-i18next";

/** What a level means (CEFR), in the interface's language: two "you can" lines of our own wording. */
export function CanDo({ cefr }: { cefr: string }) {
  const { t } = useTranslation();
  const lines = t(`cefr.${cefr}`, { returnObjects: true }) as unknown;
  if (!Array.isArray(lines) || lines.length === 0) return null;
  return (
    <section className="card can-do" aria-labelledby="can-do-title" data-testid="can-do">
      <h2 id="can-do-title">{t("result.canDoTitle", { cefr })}</h2>
      <ul>
        {lines.map((line) => (
          <li key={String(line)}>{String(line)}</li>
        ))}
      </ul>
    </section>
  );
}
