import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import type { OpsOrderDetail } from "../api/get-ops-order";
import { opsOrderOf, SPECIAL_SPACES } from "../test/ops-fixtures";
import OpsOrderPage from "./ops-order-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// Dangerous goods or out-of-gauge cargo wait for operations' approval before the booking is
// confirmed: the order page lists what is to be approved, and approves it or refuses it with a
// reason through PUT /ops/order/{id}/special-cargo.

function renderOrder(overrides: Partial<OpsOrderDetail>, sent: unknown[] = []) {
  renderWithApi(<OpsOrderPage />, {
    antd: true,
    route: "/ops/orders/7",
    path: "/ops/orders/:id",
    routes: {
      "GET /system/dictionary": [],
      "GET /ops/order/7": opsOrderOf({ spaces: SPECIAL_SPACES, cargo_flags: ["dg", "reefer", "oog"], ...overrides }),
      "GET /order/7/events": { list: [] },
      "PUT /ops/order/7/special-cargo": (body: unknown) => sent.push(body) && { id: 7, status: ORDER_STATUS.AWAITING_BOOKING },
    },
  });
}

const confirmTitled = async (title: string) =>
  must((await screen.findByText(title, { selector: ".ant-modal-confirm-title" })).closest<HTMLElement>(".ant-modal-confirm"));
const buttonsOf = (element: HTMLElement) =>
  within(element)
    .queryAllByRole("button")
    .map((button) => button.textContent);

describe("special cargo on the operations desk", () => {
  beforeEach(() => vi.clearAllMocks());

  it("lists what awaits approval, holds back the confirmation, and approves after a confirmation", async () => {
    await setTestLanguage("en-US");
    const sent: unknown[] = [];
    renderOrder({ special_cargo_status: "requested" }, sent);
    const card = await screen.findByTestId("special-cargo-approval");
    expect(card.textContent).toContain("Special cargo awaiting approval");
    expect(within(card).getByTestId("special-cargo-dg").textContent).toBe("DGUN 1090 · Class 3 · PG II · ACETONE");
    expect(within(card).getByTestId("special-cargo-oog").textContent).toBe("OOGOver height 35 cm · Over width right 12 cm");
    expect(within(card).getByTestId("special-cargo-reefer").textContent).toContain("Temperature -18 °C");
    expect((await screen.findByTestId("request-tag-special_cargo")).textContent).toBe("Awaiting DG/OOG approval");
    // the status allows confirming, the open approval does not: the button is there, disabled
    const confirm = within(screen.getByTestId("ops-actions")).getByRole("button", { name: /Confirm booking/ });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    expect(buttonsOf(card)).toEqual(["Approve", "Refuse"]);

    fireEvent.click(within(card).getByRole("button", { name: /Approve/ }));
    const dialog = await confirmTitled("Approve the dangerous goods or out-of-gauge cargo of HY260301000123?");
    fireEvent.click(within(dialog).getByRole("button", { name: /Approve/ }));
    await waitFor(() => expect(sent).toEqual([{ decision: "approve" }]));
  });

  it("refuses only with a reason, asked once more (in Chinese)", async () => {
    await setTestLanguage("zh-CN");
    const sent: unknown[] = [];
    renderOrder({ special_cargo_status: "requested" }, sent);
    const card = await screen.findByTestId("special-cargo-approval");
    expect(card.textContent).toContain("特种货待审批");
    fireEvent.click(within(card).getByRole("button", { name: /拒\s*绝/ }));
    const dialog = must(
      (await screen.findByText("拒绝危险品/超限货：HY260301000123", { selector: ".ant-modal-title" })).closest<HTMLElement>(
        "[role=dialog]",
      ),
    );
    const submit = within(dialog).getByRole("button", { name: /拒\s*绝/ });
    fireEvent.click(submit);
    await waitFor(() => expect(within(dialog).getByLabelText("原因").getAttribute("aria-invalid")).toBe("true"));
    fireEvent.change(within(dialog).getByLabelText("原因"), { target: { value: "船公司不接受 1 类危险品" } });
    fireEvent.click(submit);
    const again = await confirmTitled("确定拒绝订单 HY260301000123 的危险品/超限货吗？");
    expect(sent).toEqual([]);
    fireEvent.click(within(again).getByRole("button", { name: /拒\s*绝/ }));
    await waitFor(() => expect(sent).toEqual([{ decision: "refuse", reason: "船公司不接受 1 类危险品" }]));
  });

  it("once approved: says so, offers the confirmation and no decision", async () => {
    await setTestLanguage("en-US");
    renderOrder({ special_cargo_status: "accepted" });
    const card = await screen.findByTestId("special-cargo-approval");
    expect(card.textContent).toContain("Special cargo approved");
    expect(buttonsOf(card)).toEqual([]);
    expect((await screen.findByTestId("request-tag-special_cargo")).textContent).toBe("DG/OOG approved");
    const confirm = within(screen.getByTestId("ops-actions")).getByRole("button", { name: /Confirm booking/ });
    expect(confirm.hasAttribute("disabled")).toBe(false);
  });

  it("a refused one on a cancelled order is a tag and a card without buttons", async () => {
    await setTestLanguage("en-US");
    renderOrder({ special_cargo_status: "declined", status: ORDER_STATUS.CANCELLED });
    const card = await screen.findByTestId("special-cargo-approval");
    expect(card.textContent).toContain("Special cargo refused");
    expect(buttonsOf(card)).toEqual([]);
    expect((await screen.findByTestId("request-tag-special_cargo")).textContent).toBe("DG/OOG refused");
  });

  it("a dry booking shows no special cargo at all", async () => {
    await setTestLanguage("en-US");
    renderOrder({ spaces: opsOrderOf().spaces, cargo_flags: [] });
    await screen.findByTestId("ops-actions");
    expect(screen.queryByTestId("special-cargo-approval")).toBeNull();
    expect(screen.queryByTestId("request-tag-special_cargo")).toBeNull();
  });
});
