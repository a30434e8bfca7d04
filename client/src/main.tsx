import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { initI18n } from "./app/i18n";
import "./app/fonts.css";
import "./app/styles.css";

const root = createRoot(document.getElementById("root")!);
void initI18n().finally(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
