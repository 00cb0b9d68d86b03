import { describe, expect, it } from "vitest";
import { must } from "./must";
import { findToastKind } from "./toast-log";

function showToast(kind: string, text: string) {
  const notice = document.createElement("div");
  notice.setAttribute("role", "alert");
  notice.className = `ant-message-notice ant-message-notice-${kind}`;
  notice.innerHTML = `<div class="ant-message-notice-content"><span class="ant-message-notice-title"></span></div>`;
  must(notice.querySelector(".ant-message-notice-title")).textContent = text;
  document.body.append(notice);
  return notice;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the toast log (test setup)", () => {
  it("finds a toast that has already gone, with its kind", async () => {
    const notice = showToast("success", "Draft  saved: HY1");
    await tick();
    notice.remove();
    await expect(findToastKind("Draft saved: HY1")).resolves.toBe("success");
    await expect(findToastKind(/^Draft saved/)).resolves.toBe("success");
  });

  it("waits for a toast still to come", async () => {
    const found = findToastKind("Booking confirmed");
    let notice: HTMLElement | undefined;
    setTimeout(() => {
      notice = showToast("error", "Booking confirmed");
    }, 20);
    await expect(found).resolves.toBe("error");
    notice?.remove();
  });

  it("fails for a toast never shown, and forgets those of the tests before", async () => {
    await expect(findToastKind("Draft saved: HY1", { timeout: 100 })).rejects.toThrow(/no toast "Draft saved: HY1"/);
  });
});
