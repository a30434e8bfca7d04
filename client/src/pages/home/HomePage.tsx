import i18next from "i18next";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../modules/auth/useAuth";
import { ActionLinks } from "../../modules/common/Actions";
import { Html } from "../../modules/common/Html";
import { LocalLink } from "../../modules/common/LocalLink";
import { ErrorState, Loading } from "../../modules/common/States";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { useContactInfo, useSiteLevels } from "../../modules/levels/siteData";

/** A learner's assignments come first on their home page: their own chunk, loaded only for a signed-in learner. */
const HomeAssignments = lazy(() =>
  Promise.all([import("../../modules/courses/HomeAssignments"), i18next.loadNamespaces(["courses"])]).then(([m]) => ({
    default: m.HomeAssignments,
  })),
);

export function HomePage() {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  const info = useContactInfo();
  const levels = useSiteLevels();
  usePageTitle(t("home.title"));

  const contact = info.data?.contactInfo ?? null;
  const slugOf = (cefr: string) => levels.data?.goethe.find((l) => l.cefr === cefr)?.slug;
  const levelImages = contact?.images.filter((i) => /^(a1|a2|b1|b2|c1)$/.test(i.name)) ?? [];
  const placementImage = contact?.images.find((i) => i.name === "m1");

  // The hero's words are the interface's own: they show as soon as the script has run, without waiting for the site's
  // data (a slow line's first paint); the picture's box is kept until its address arrives, so nothing moves.
  return (
    <div className="home">
      {loggedIn && (
        <Suspense fallback={null}>
          <HomeAssignments />
        </Suspense>
      )}
      <section className="hero">
        <div className="hero-text">
          <h1>{t("home.title")}</h1>
          <p className="lead">{t("home.lead")}</p>
          <ActionLinks
            actions={[
              { to: "/goethe-tests", label: t("home.toGoethe") },
              { to: "/telc-tests", label: t("home.toTelc"), secondary: true },
            ]}
          />
        </div>
        {!contact ? (
          <div className="hero-image hero-image-pending" aria-hidden="true" />
        ) : (
          contact.imageUrl && (
            <img className="hero-image" src={contact.imageUrl} alt="" width="640" height="320" fetchPriority="high" />
          )
        )}
      </section>
      {!contact ? (
        info.error ? (
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <Loading />
        )
      ) : (
        <HomeSections contact={contact} levelImages={levelImages} placementImage={placementImage} slugOf={slugOf} />
      )}
    </div>
  );
}

type Contact = NonNullable<ReturnType<typeof useContactInfo>["data"]>["contactInfo"];
type SiteImage = Contact["images"][number];

/** What follows the hero: about, the levels, the two families (the site's data). */
function HomeSections({
  contact,
  levelImages,
  placementImage,
  slugOf,
}: {
  contact: Contact;
  levelImages: SiteImage[];
  placementImage: SiteImage | undefined;
  slugOf: (cefr: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="about-title" className="card">
        <h2 id="about-title">{t("home.about")}</h2>
        <Html html={contact.about} />
      </section>

      <section aria-labelledby="levels-title">
        <h2 id="levels-title">{t("home.levels")}</h2>
        <ul className="image-grid">
          {levelImages.map((img) => {
            const cefr = img.name.toUpperCase();
            const slug = slugOf(cefr);
            return (
              <li key={img.name}>
                <LocalLink className="image-card" to={slug ? `/goethe-tests/${slug}` : "/goethe-tests"}>
                  <img src={img.url} alt="" width="320" height="200" loading="lazy" />
                  <span>{t("home.levelCard", { cefr })}</span>
                </LocalLink>
              </li>
            );
          })}
          {placementImage && (
            <li>
              <LocalLink className="image-card" to="/placement-test">
                <img src={placementImage.url} alt="" width="320" height="200" loading="lazy" />
                <span>{t("nav.placement")}</span>
              </LocalLink>
            </li>
          )}
        </ul>
      </section>

      <div className="two-columns">
        <section className="card" aria-labelledby="goethe-title">
          <h2 id="goethe-title">{t("nav.goethe")}</h2>
          <Html html={contact.goetheDesc} />
          <LocalLink to="/goethe-tests">{t("home.allGoethe")}</LocalLink>
        </section>
        <section className="card" aria-labelledby="telc-title">
          <h2 id="telc-title">{t("nav.telc")}</h2>
          <Html html={contact.telcDesc} />
          <LocalLink to="/telc-tests">{t("home.allTelc")}</LocalLink>
        </section>
      </div>
    </>
  );
}
