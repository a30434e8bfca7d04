import { useTranslation } from "react-i18next";
import { LocalLink } from "../common/LocalLink";
import type { LevelLinkFieldsFragment } from "../../gql/graphql";
import { useSiteLevels } from "../levels/siteData";

export function Footer() {
  const { t } = useTranslation();
  const { data } = useSiteLevels();

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <FooterLevels family="goethe" levels={data?.goethe} />
        <FooterLevels family="telc" levels={data?.telc} />
        <div>
          <h2>{t("footer.follow")}</h2>
          <ul className="social">
            <li>
              <a href="https://www.facebook.com/" rel="noopener noreferrer" aria-label="Facebook">
                <SocialIcon path="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z" />
              </a>
            </li>
            <li>
              <a href="https://www.youtube.com/" rel="noopener noreferrer" aria-label="YouTube">
                <SocialIcon path="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15V9l5.2 3z" />
              </a>
            </li>
            <li>
              <a href="https://www.instagram.com/" rel="noopener noreferrer" aria-label="Instagram">
                <SocialIcon path="M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="container footer-note">{t("footer.note")}</p>
    </footer>
  );
}

/** Every level of a family (A1 to C1), each linking to its level page. */
function FooterLevels({ family, levels = [] }: { family: "goethe" | "telc"; levels?: LevelLinkFieldsFragment[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={`footer-${family}`}>
      <h2 id={`footer-${family}`}>{t(`footer.${family}`)}</h2>
      <ul>
        {levels.map((l) => (
          <li key={l.id}>
            <LocalLink to={`/${family}-tests/${l.slug}`}>{t(`footer.${family}Level`, { cefr: l.cefr })}</LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SocialIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
