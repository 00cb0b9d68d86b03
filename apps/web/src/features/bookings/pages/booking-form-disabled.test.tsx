import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setTestLanguage } from "../../../test/render";
import { orderFormOf } from "../test/booking-form-fixtures";
import { orderDetailOf } from "../test/orders-fixtures";
import { inputOf, optionOf, renderBookingForm, selectedIn } from "../test/render-booking-form";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// A draft names a port, a carrier and a container type an admin has disabled since: the lists no
// longer offer them (ids 99, 77, 9 are in none of the fixtures' lists), the order's answer names them.
const orderForm = orderFormOf({ pod_id: 99, to_id: 99, carrier_id: 77, spaces: [{ container_id: 9, count: 1 }] });

function renderDraft(lang: "en" | "cn") {
  const en = lang === "en";
  renderBookingForm("/bookings/edit-fcl/5", {
    "GET /order/docking/5": orderForm,
    "GET /order/5": orderDetailOf({
      id: 5,
      status: ORDER_STATUS.DRAFT,
      pod_id: 99,
      pod_name: en ? "Antwerp" : "安特卫普",
      to_id: 99,
      to_name: en ? "Antwerp" : "安特卫普",
      carrier_id: 77,
      carrier_name: "OLD LINE",
      spaces: [{ container_id: 9, count: 1, container_name: en ? "45ft High Cube" : "45尺高柜" }],
    }),
  });
}

describe("an edited draft naming entries disabled since", () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("shows each by its stored name, marked as disabled, and does not offer it again", async () => {
    await setTestLanguage("en-US");
    renderDraft("en");
    await screen.findByDisplayValue("PO-2026-001");
    await waitFor(() => expect(selectedIn("Port of discharge")).toBe("Antwerp (disabled)"));
    expect(selectedIn("Place of delivery")).toBe("Antwerp (disabled)");
    expect(selectedIn("Preferred carrier")).toBe("OLD LINE (disabled)");
    expect(selectedIn("Container type, row 1")).toBe("45ft High Cube (disabled)");
    // entries still offered show as before
    expect(selectedIn("Port of loading")).toBe("Ningbo (CNNGB)");

    fireEvent.mouseDown(inputOf("Preferred carrier"));
    await waitFor(() => expect(optionOf("Preferred carrier", "OLD LINE (disabled)")).not.toBeNull());
    expect(optionOf("Preferred carrier", "OLD LINE (disabled)").getAttribute("aria-disabled")).toBe("true");
    expect(optionOf("Preferred carrier", "MAERSK").getAttribute("aria-disabled")).toBe("false");
  });

  it("says so in Chinese too", async () => {
    await setTestLanguage("zh-CN");
    renderDraft("cn");
    await screen.findByDisplayValue("PO-2026-001");
    await waitFor(() => expect(selectedIn("卸货港")).toBe("安特卫普（已停用）"));
    expect(selectedIn("意向船公司")).toBe("OLD LINE（已停用）");
  });

  it("marks an entry it has no name for by its number, not as a bare id", async () => {
    await setTestLanguage("en-US");
    renderBookingForm("/bookings/copy-fcl/5", { "GET /order/docking/5": orderFormOf({ carrier_id: 77 }) });
    await screen.findByDisplayValue("PO-2026-001");
    await waitFor(() => expect(selectedIn("Preferred carrier")).toBe("#77 (disabled)"));
  });
});
