import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import i18next, { type i18n as I18n } from "i18next";
import { useEffect, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { lazyBackend } from "../../app/i18n";
import { DEFAULT_LANG, dirOf, LANGS, type LangCode } from "../../app/lang";
import { PartView, type PartData } from "./PartView";

/** No server behind the preview: its recordings count no plays and its answers are saved nowhere. */
const inert = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

/** An instance of its own in one language with the exam player's texts; resolves when they are loaded. */
async function createI18n(lng: LangCode): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(lazyBackend).init({
    lng,
    supportedLngs: [...LANGS],
    fallbackLng: ["en", DEFAULT_LANG],
    ns: ["common", "player", "writing", "speaking"],
    defaultNS: "common",
    load: "languageOnly",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}

/**
 * A part exactly as the exam player draws it (PartView and its item components), outside an attempt: the console's
 * preview. The interface texts are in `lang`; the German content stays German. Shows nothing until its texts are
 * loaded, so no raw key flashes.
 */
export function PartPreview({
  part,
  lang,
  answers,
  onChange,
}: {
  part: PartData;
  lang: LangCode;
  answers: Readonly<Record<string, string>>;
  onChange: (subQuestionId: string, value: string) => void;
}) {
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    let live = true;
    void createI18n(lang).then((instance) => live && setI18n(instance));
    return () => {
      live = false;
    };
  }, [lang]);
  if (!i18n) return null;
  return (
    <ApolloProvider client={inert}>
      <I18nextProvider i18n={i18n}>
        <div lang={lang} dir={dirOf(lang)} className="learner-preview-body">
          <PartView part={part} mode="training" volume={1} answers={answers} onChange={onChange} />
        </div>
      </I18nextProvider>
    </ApolloProvider>
  );
}

export type { PartData };
