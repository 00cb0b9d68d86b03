import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./index.css";
import { earlyStylesheets } from "./lib/early-stylesheets";
import { initI18n } from "./lib/i18n";

const root = document.getElementById("root");
// the reader's texts first (a small chunk, already on its way: see lib/i18n), and the stylesheets
// the page applied ahead of the app (lib/early-stylesheets); should the texts not come, the app
// starts all the same rather than stay blank
const texts = initI18n().catch((error: unknown) => console.error("the language's texts did not load", error));
void Promise.all([texts, earlyStylesheets()]).then(() => {
  if (!root) return;
  const app = createRoot(root);
  // a render React may interrupt: the first page's work comes in slices, not one long task
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
