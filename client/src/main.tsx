import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { apolloClient } from "./app/apollo";
import { App } from "./app/App";
import { initI18n } from "./app/i18n";
import { initialLang } from "./app/lang";
import { prefetchSiteData } from "./modules/levels/siteData";
import "./app/fonts.css";
import "./app/tokens.css";
import "./app/styles.css";
import "./app/forms.css";
import "./app/exam.css";
import "./app/components.css";

const root = createRoot(document.getElementById("root")!);
// the header's and footer's data travel beside the interface texts instead of after them
prefetchSiteData(apolloClient, initialLang(window.location.pathname));
void initI18n().finally(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
