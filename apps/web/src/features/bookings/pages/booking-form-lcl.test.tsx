import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { CONTAINER_MODE } from "@haiyun/shared/schemas/order";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { clickButton, findToastKind } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { orderFormOf } from "../test/booking-form-fixtures";
import { choose, confirmDialog, inputOf, itemOf, partyCard, renderBookingForm, selectedIn } from "../test/render-booking-form";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const type = (label: string, value: string) => fireEvent.change(inputOf(label), { target: { value } });
const totals = () => screen.getByTestId("booking-totals");
const totalsText = () => [...totals().querySelectorAll("[data-total]")].map((span) => span.textContent);

const CARGOS = [
  { hs_code: "940360", description: "WOODEN FURNITURE", package: 10, package_uid: 31, weight: 1200.5, volume: 2.5 },
  { hs_code: "6109100010", description: "COTTON T-SHIRTS", package: 5, package_uid: 32, weight: 300, volume: 1.25 },
];
const lclOrderForm = (overrides = {}) =>
  orderFormOf({
    container_mode: CONTAINER_MODE.LCL,
    spaces: [],
    containers: [],
    cargos: CARGOS.map((cargo) => ({ ...cargo })),
    ...overrides,
  });

describe("LCL booking form", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("totals the cargo live, naming the package unit only while every row shares it", async () => {
    renderBookingForm("/bookings/create-lcl");
    await screen.findByText("New LCL booking");
    type("Packages, row 1", "10");
    type("Weight (KG), row 1", "1200.5");
    type("Volume (CBM), row 1", "2.5");
    await choose("Package unit, row 1", "CARTONS");
    await waitFor(() => expect(totalsText()).toEqual(["10 CARTONS", "1,200.5 KG", "2.5 CBM"]));

    clickButton(/Add cargo/);
    await screen.findByLabelText("Packages, row 2", { selector: "input" });
    type("Packages, row 2", "5");
    type("Weight (KG), row 2", "300");
    type("Volume (CBM), row 2", "1.25");
    // the second row has no unit yet: the rows no longer share one
    await waitFor(() => expect(totalsText()).toEqual(["15 packages", "1,500.5 KG", "3.75 CBM"]));
    await choose("Package unit, row 2", "PALLETS");
    await waitFor(() => expect(selectedIn("Package unit, row 2")).toBe("PALLETS"));
    expect(totalsText()).toEqual(["15 packages", "1,500.5 KG", "3.75 CBM"]);
    await choose("Package unit, row 2", "CARTONS");
    await waitFor(() => expect(totalsText()).toEqual(["15 CARTONS", "1,500.5 KG", "3.75 CBM"]));

    fireEvent.click(screen.getByRole("button", { name: "Remove row 1" }));
    await waitFor(() => expect(totalsText()).toEqual(["5 CARTONS", "300 KG", "1.25 CBM"]));
  });

  it("refuses an HS code of 4 digits and a weight of 0 on the row that has them", async () => {
    renderBookingForm("/bookings/create-lcl");
    await screen.findByText("New LCL booking");
    type("HS code, row 1", "9403");
    type("Weight (KG), row 1", "0");
    await waitFor(() => expect(itemOf("HS code, row 1")).toContain("An HS code is 6 to 10 digits"));
    await waitFor(() => expect(itemOf("Weight (KG), row 1")).toContain("must be greater than 0"));
    type("HS code, row 1", "940360");
    await waitFor(() => expect(itemOf("HS code, row 1")).not.toContain("An HS code"));
  });

  it("drops an HS code's separators as typed: 9403.60, 9403 60 and full-width digits become 940360", async () => {
    renderBookingForm("/bookings/create-lcl");
    await screen.findByText("New LCL booking");
    for (const typed of ["9403.60", "9403 60", "９４０３．６０"]) {
      type("HS code, row 1", typed);
      expect(inputOf("HS code, row 1").value).toBe("940360");
    }
    await waitFor(() => expect(itemOf("HS code, row 1")).not.toContain("An HS code"));
    type("HS code, row 1", "9403.ab");
    expect(inputOf("HS code, row 1").value).toBe("9403AB");
    await waitFor(() => expect(itemOf("HS code, row 1")).toContain("An HS code is 6 to 10 digits"));
  });

  it("prefills an edited LCL draft with its cargo and totals", async () => {
    renderBookingForm("/bookings/edit-lcl/8", {
      "GET /order/docking/8": lclOrderForm(),
      "GET /order/8": { id: 8, status: ORDER_STATUS.DRAFT },
    });
    await screen.findByDisplayValue("PO-2026-001");
    expect(screen.getByText("Edit LCL booking")).not.toBeNull();
    expect(inputOf("HS code, row 1").value).toBe("940360");
    expect(inputOf("Description, row 2").value).toBe("COTTON T-SHIRTS");
    expect(inputOf("Weight (KG), row 1").value).toBe("1200.500");
    await waitFor(() => expect(selectedIn("Package unit, row 2")).toBe("PALLETS"));
    expect(screen.queryByLabelText("Container type, row 1", { selector: "input" })).toBeNull();
    expect(totalsText()).toEqual(["15 packages", "1,500.5 KG", "3.75 CBM"]);
    expect(partyCard("Consignee").card.textContent).toContain("HAMBURG IMPORT GMBH");
  });

  it("copies an order into a new draft, leaving a ready date already past empty", async () => {
    renderBookingForm("/bookings/copy-lcl/8", {
      "GET /order/docking/8": lclOrderForm({ ready_date: "2020-01-15" }),
      "POST /order/booking": { id: 91, order_no: "HY2606150091", status: ORDER_STATUS.DRAFT },
      "GET /order/91": { id: 91, status: ORDER_STATUS.DRAFT },
    });
    await screen.findByDisplayValue("PO-2026-001");
    expect(screen.getByText("Copy LCL booking")).not.toBeNull();
    expect(inputOf("Cargo ready date").value).toBe("");

    clickButton("Save draft");
    await confirmDialog("Save the draft?");
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    const [url, body, init] = must(vi.mocked(api.post).mock.calls[0]);
    expect(url).toBe("/order/booking");
    expect(body).toEqual({ action: "save", ...lclOrderForm({ ready_date: null }) });
    expect(init?.headers?.["Idempotency-Key"]).toEqual(expect.any(String));
    expect(api.put).not.toHaveBeenCalled();
    // the new draft's edit page opens on what was saved
    expect(await screen.findByText("Edit LCL booking")).not.toBeNull();
    expect(await findToastKind("Draft saved: HY2606150091")).toBe("success");
    expect(inputOf("Description, row 1").value).toBe("WOODEN FURNITURE");
    expect(vi.mocked(api.get).mock.calls.some(([path]) => path === "/order/docking/91")).toBe(false);
  });

  it("does not offer to save an order that is no longer a draft, and links to it", async () => {
    renderBookingForm("/bookings/edit-lcl/8", {
      "GET /order/docking/8": lclOrderForm(),
      "GET /order/8": { id: 8, status: ORDER_STATUS.AWAITING_SUPPLY },
    });
    const alert = must(
      (await screen.findByText("This order is no longer a draft and cannot be edited")).closest<HTMLElement>(".ant-alert"),
    );
    expect(within(alert).getByRole("link", { name: "View the order" }).getAttribute("href")).toBe("/bookings/8");
    expect(screen.getByRole("button", { name: "Save draft" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Submit booking" }).hasAttribute("disabled")).toBe(true);
  });
});
