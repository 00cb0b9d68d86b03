import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import type { ApiRoutes } from "../../../test/api-mock";
import { clickButton, findToastKind, typeInto } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { DELIVERIES, WEBHOOKS } from "../test/api-access-fixtures";
import { WebhooksSection } from "./webhooks-section";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const SECRET = "whsec_3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c";

function renderWebhooks(routes: ApiRoutes = {}) {
  return renderWithApi(<WebhooksSection />, {
    route: "/profile",
    antd: true,
    routes: {
      "GET /userinfo/webhooks": { list: WEBHOOKS, total: WEBHOOKS.length },
      "GET /userinfo/webhooks/7/deliveries": { list: DELIVERIES, total: 23 },
      ...routes,
    },
  });
}

const rowOf = async (text: string, root: HTMLElement = document.body) =>
  must((await within(root).findByText(text)).closest("tr"), `the row of ${text}`);
const listCalls = () => vi.mocked(api.get).mock.calls.filter(([url]) => url === "/userinfo/webhooks").length;

async function openDeliveries(): Promise<HTMLElement> {
  const row = await rowOf("https://erp.example.com/hooks/haiyun");
  fireEvent.click(within(row).getByRole("button", { name: "Deliveries" }));
  return must((await screen.findByText("HY2603000002")).closest<HTMLElement>(".ant-drawer"), "the drawer");
}

describe("the webhook subscriptions of the profile", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("lists a subscription with its events and its last delivery", async () => {
    renderWebhooks();
    const row = await rowOf("https://erp.example.com/hooks/haiyun");
    expect(row.textContent).toContain("Booking");
    expect(row.textContent).toContain("VGM");
    expect(row.textContent).not.toContain("Reminders");
    expect(row.textContent).toContain("Failed");
    expect(row.textContent).toMatch(/03\/06\/2026 \d\d:\d\d/);
  });

  it("says so when there is none", async () => {
    renderWebhooks({ "GET /userinfo/webhooks": { list: [], total: 0 } });
    expect(await screen.findByText("No webhook subscriptions yet")).toBeInTheDocument();
  });

  it("subscribes to the events chosen, with an own secret, and shows the secret once with how to verify", async () => {
    renderWebhooks({ "POST /userinfo/webhooks": { id: 8, secret: SECRET } });
    await rowOf("https://erp.example.com/hooks/haiyun");
    clickButton(/New subscription/);
    typeInto("URL", " https://tms.example.com/in ");
    // every event starts chosen: two are left out
    fireEvent.click(await screen.findByLabelText("VGM"));
    fireEvent.click(screen.getByLabelText("Reminders"));
    typeInto("Signing secret (optional)", SECRET);
    clickButton("Create");
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith("/userinfo/webhooks", {
        url: "https://tms.example.com/in",
        events: ["booking", "shipping_instructions", "transport_document"],
        secret: SECRET,
      }),
    );
    const dialog = must((await screen.findByText("Copy the signing secret")).closest<HTMLElement>(".ant-modal"), "the result");
    expect(within(dialog).getByTestId("secret-once").textContent).toBe(SECRET);
    expect(dialog.textContent).toContain("HMAC-SHA256");
    expect(dialog.textContent).toContain("Webhook-Signature");
    expect(within(dialog).getByRole("button", { name: /Copy Signing secret/ })).toBeInTheDocument();
    expect(await findToastKind("Subscription created")).toBe("success");
    await waitFor(() => expect(listCalls()).toBe(2));
  });

  it("sends no secret when none is typed, and refuses an address that is not one", async () => {
    renderWebhooks({ "POST /userinfo/webhooks": { id: 8, secret: SECRET } });
    await rowOf("https://erp.example.com/hooks/haiyun");
    clickButton(/New subscription/);
    typeInto("URL", "erp.example.com");
    clickButton("Create");
    expect(await screen.findByText("Enter a full address starting with http:// or https://")).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    typeInto("URL", "https://tms.example.com/in");
    clickButton("Create");
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith("/userinfo/webhooks", {
        url: "https://tms.example.com/in",
        events: ["booking", "shipping_instructions", "transport_document", "vgm", "reminder"],
      }),
    );
  });

  it("deletes a subscription after confirmation", async () => {
    renderWebhooks({ "DELETE /userinfo/webhooks/7": null });
    const row = await rowOf("https://erp.example.com/hooks/haiyun");
    fireEvent.click(within(row).getByRole("button", { name: "Delete" }));
    expect(api.delete).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith("/userinfo/webhooks/7"));
    expect(await findToastKind("Subscription deleted")).toBe("success");
  });

  it("shows the delivery log a page at a time, and sends a failed delivery again", async () => {
    renderWebhooks({ "POST /userinfo/webhooks/7/deliveries/21/redeliver": DELIVERIES[0] });
    const drawer = await openDeliveries();
    expect(api.get).toHaveBeenCalledWith("/userinfo/webhooks/7/deliveries", { page: 1, size: 10 }, expect.anything());
    const failed = await rowOf("HY2603000002", drawer);
    expect(failed.textContent).toContain("Failed");
    expect(failed.textContent).toContain("org.dcsa.vgm.v1");
    expect(failed.textContent).toContain("500");
    expect(failed.textContent).toContain("the receiver answered 500");
    const rows = within(drawer)
      .getAllByText("HY2603000001")
      .map((cell) => must(cell.closest("tr")));
    const pending = must(
      rows.find((row) => row.textContent?.includes("Pending")),
      "the pending row",
    );
    expect(pending.textContent).toContain("timeout");
    expect(pending.textContent).toMatch(/03\/06\/2026 \d\d:\d\d/);
    expect(within(pending).getByRole("button", { name: "Send again" })).toHaveProperty("disabled", true);

    fireEvent.click(within(failed).getByRole("button", { name: "Send again" }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith("/userinfo/webhooks/7/deliveries/21/redeliver"));
    expect(await findToastKind("Sent again")).toBe("success");

    // 23 deliveries: a second page is asked for by its number
    fireEvent.click(must(drawer.querySelector<HTMLElement>(".ant-pagination-item-2"), "page 2"));
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith("/userinfo/webhooks/7/deliveries", { page: 2, size: 10 }, expect.anything()),
    );
  });

  it("reads in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderWebhooks();
    const row = await rowOf("https://erp.example.com/hooks/haiyun");
    expect(row.textContent).toContain("订舱");
    expect(row.textContent).toContain("失败");
    expect(screen.getByText("Webhook 订阅")).toBeInTheDocument();
    fireEvent.click(within(row).getByRole("button", { name: "推送记录" }));
    const failed = await rowOf("HY2603000002");
    expect(failed.textContent).toContain("重新发送");
    clickButton(/新建订阅/);
    expect(await screen.findByLabelText("补料")).toBeInTheDocument();
    expect(screen.getByLabelText("提单")).toBeInTheDocument();
    expect(screen.getByLabelText("提醒")).toBeInTheDocument();
  });
});
