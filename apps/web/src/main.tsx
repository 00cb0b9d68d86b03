import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, startRouter } from "./app/app";
import "./index.css";
import { earlyStylesheets } from "./lib/early-stylesheets";
import { initI18n } from "./lib/i18n";

// The app starts in steps, each in a task of its own, so that a phone's processor meets no single
// long task: the modules' evaluation, the language, the router's first navigation, the render.
const nextTask = () => new Promise<void>((next) => setTimeout(next, 0));

async function start(root: HTMLElement) {
  await nextTask();
  // the reader's texts (a small chunk, already on its way: see lib/i18n), and the stylesheets the
  // page applied ahead of the app (lib/early-stylesheets); should the texts not come, the app
  // starts all the same rather than stay blank
  const texts = initI18n().catch((error: unknown) => console.error("the language's texts did not load", error));
  await Promise.all([texts, earlyStylesheets()]);
  await nextTask();
  startRouter();
  await nextTask();
  const app = createRoot(root);
  // a render React may interrupt: the first page's work comes in slices, not one long task
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

const root = document.getElementById("root");
if (root) void start(root);
