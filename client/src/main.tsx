import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { initI18n } from "./app/i18n";
import "./app/fonts.css";
import "./app/tokens.css";
import "./app/styles.css";
import "./app/forms.css";
import "./app/exam.css";
import "./app/components.css";

const root = createRoot(document.getElementById("root")!);
void initI18n().finally(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
