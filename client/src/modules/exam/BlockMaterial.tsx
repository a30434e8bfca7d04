import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Html } from "../common/Html";
import { introWithoutTitle, optionText } from "./labels";

interface Material {
  title?: string | null;
  intro?: string | null;
  passage?: string | null;
  imageUrl?: string | null;
  optionPool: { value: string; label?: string | null }[];
}

/** What a Teil gives the learner to work with: instructions, passage, picture, recording and the matching pool. */
export function BlockMaterial({ block, audio }: { block: Material; audio?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Html html={introWithoutTitle(block.intro, block.title)} className="block-intro" />
      {audio}
      {block.imageUrl && <img className="block-image" src={block.imageUrl} alt="" />}
      {block.passage && (
        <section className="passage" aria-label={t("exam.passage")}>
          <Html html={block.passage} />
        </section>
      )}
      {block.optionPool.length > 0 && (
        <section className="pool" aria-label={t("exam.pool")}>
          <ul>
            {block.optionPool.map((o) => (
              <li key={o.value}>{optionText(o.value, o.label)}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
