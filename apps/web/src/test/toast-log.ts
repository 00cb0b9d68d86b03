import { waitFor } from "@testing-library/react";

// antd takes a toast away after 3 s. A test that first waits for something slow (a new page's
// form, on a machine whose two cores are busy) can look for the toast after it has gone, so every
// toast is noted as it appears and looked up from that log.

const TITLE = ".ant-message-notice-title";
const KIND = /\bant-message-notice-(success|error|info|warning|loading)\b/;

interface Toast {
  text: string;
  kind: string | undefined;
}

let shown: Toast[] = [];

const normalise = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

function note(title: Element) {
  const text = normalise(title.textContent);
  const kind = title.closest("[role=alert]")?.className.match(KIND)?.[1];
  if (!shown.some((toast) => toast.text === text && toast.kind === kind)) shown.push({ text, kind });
}

function noteWithin(node: Node) {
  const element = node instanceof Element ? node : node.parentElement;
  if (!element) return;
  const own = element.closest(TITLE);
  if (own) note(own);
  for (const title of element.querySelectorAll(TITLE)) note(title);
}

function noteAll(records: MutationRecord[]) {
  for (const record of records) {
    for (const node of record.addedNodes) noteWithin(node);
    if (record.type === "characterData") noteWithin(record.target);
  }
}

let observer: MutationObserver | null = null;

/** Starts noting toasts (from the test setup, once per file). */
export function startToastLog(): void {
  observer = new MutationObserver(noteAll);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** Stops noting toasts (after a file: the next file's setup starts its own log on the same document). */
export function stopToastLog(): void {
  observer?.disconnect();
  observer = null;
  shown = [];
}

/** Forgets the toasts seen (after each test), those of changes not yet delivered too. */
export function clearToastLog(): void {
  observer?.takeRecords();
  shown = [];
}

/**
 * The kind of the toast showing `text` ("success", "error", "info"…; matched as findByText does),
 * waiting for it to appear unless it has already come, and perhaps gone.
 */
export function findToastKind(text: string | RegExp, options?: { timeout?: number }): Promise<string | undefined> {
  const matches = (toast: Toast) => (typeof text === "string" ? toast.text === normalise(text) : text.test(toast.text));
  return waitFor(() => {
    for (const title of document.querySelectorAll(TITLE)) note(title);
    const toast = shown.find(matches);
    if (!toast) throw new Error(`no toast "${text}"; seen: ${shown.map((t) => `"${t.text}"`).join(", ") || "none"}`);
    return toast.kind;
  }, options);
}
