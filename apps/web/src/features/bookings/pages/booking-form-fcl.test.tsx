import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { CONTAINER_MODE } from "@haiyun/shared/schemas/order";
import { businessToday } from "@haiyun/shared/time/business-date";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import { clickButton, findToastKind } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { CONSIGNEE, orderFormOf, partyBody, SHIPPER } from "../test/booking-form-fixtures";
import {
  choose,
  confirmDialog,
  inputOf,
  itemOf,
  optionOf,
  partyCard,
  pickParty,
  renderBookingForm,
  selectedIn,
} from "../test/render-booking-form";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const type = (label: string, value: string) => fireEvent.change(inputOf(label), { target: { value } });
// the form judges days by the business day (the portal's zone), which runs ahead of UTC part of the day
const today = () => businessToday();

async function pickReadyDate(day: string) {
  const input = inputOf("Cargo ready date");
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  const cells = await screen.findAllByTitle(day);
  fireEvent.click(must(cells.find((cell) => cell.tagName === "TD")));
  await waitFor(() => expect(inputOf("Cargo ready date").value).toBe(day));
}

describe("FCL booking form", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("submits a new FCL booking with the parties chosen from the picker, under an Idempotency-Key", async () => {
    renderBookingForm("/bookings/create-fcl", {
      "POST /order/booking": { id: 77, order_no: "HY2606150077", status: ORDER_STATUS.AWAITING_BOOKING },
    });
    await screen.findByText("New FCL booking");
    type("Reference number", "po-2026-001");
    await pickReadyDate(today());
    await choose("Incoterm", "FOB Free on Board");
    await choose("Ship mode", "Port to port (CY-CY)");
    await choose("Place of receipt", "Ningbo (CNNGB)");
    await choose("Port of loading", "Ningbo (CNNGB)");
    await choose("Port of discharge", "Hamburg (DEHAM)");
    await choose("Place of delivery", "Hamburg (DEHAM)");
    await choose("Container type, row 1", "40GP");
    type("Count, row 1", "2");
    await pickParty("Shipper", SHIPPER.company1);
    await pickParty("Consignee", CONSIGNEE.company1);
    await waitFor(() => expect(partyCard("Consignee").card.textContent).toContain("HAMBURG IMPORT GMBH"));
    expect(partyCard("Consignee").card.textContent).toContain("ANNA SCHMIDT");

    clickButton("Submit booking");
    await confirmDialog("Submit the booking?");
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    const [url, body, init] = must(vi.mocked(api.post).mock.calls[0]);
    expect(url).toBe("/order/booking");
    expect(body).toEqual({
      action: "submit",
      container_mode: CONTAINER_MODE.FCL,
      cust_ref_no: "PO-2026-001",
      ready_date: today(),
      inco_term_id: 9,
      // FOB is one of the config's freight_collect incoterms: collect
      freight_term_id: 2,
      ship_mode: 1,
      from_id: 11,
      pol_id: 11,
      pod_id: 21,
      to_id: 21,
      carrier_id: null,
      remark: "",
      contacts: [partyBody(SHIPPER), partyBody(CONSIGNEE)],
      spaces: [{ container_id: 2, count: 2 }],
      containers: [],
      cargos: [],
    });
    expect(init?.headers?.["Idempotency-Key"]).toMatch(UUID);
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/bookings/77");
    expect(await findToastKind("Booking submitted: HY2606150077")).toBe("success");
  });

  it("offers a container type once: a type chosen in one space row is disabled in the others", async () => {
    renderBookingForm("/bookings/create-fcl");
    await screen.findByText("New FCL booking");
    await choose("Container type, row 1", "40GP");
    clickButton(/Add space/);
    await screen.findByLabelText("Container type, row 2", { selector: "input" });
    fireEvent.mouseDown(inputOf("Container type, row 2"));
    await waitFor(() => expect(optionOf("Container type, row 2", "40GP").className).toContain("ant-select-item-option-disabled"));
    expect(optionOf("Container type, row 2", "20GP").className).not.toContain("ant-select-item-option-disabled");
    fireEvent.click(optionOf("Container type, row 2", "40GP"));
    expect(selectedIn("Container type, row 2")).toBe("");
    fireEvent.click(optionOf("Container type, row 2", "40HQ"));
    await waitFor(() => expect(selectedIn("Container type, row 2")).toBe("40HQ"));
    expect(selectedIn("Container type, row 1")).toBe("40GP");
  });

  it("asks for a missing shipper on submit with its card outlined, and sends nothing", async () => {
    const [, consignee] = must(orderFormOf().contacts);
    renderBookingForm("/bookings/copy-fcl/5", { "GET /order/docking/5": orderFormOf({ contacts: [must(consignee)] }) });
    await screen.findByDisplayValue("PO-2026-001");
    clickButton("Submit booking");
    await waitFor(() => expect(partyCard("Shipper").item.textContent).toContain("Please select Shipper"));
    expect(partyCard("Shipper").card.style.borderColor).not.toBe("");
    expect(partyCard("Consignee").card.style.borderColor).toBe("");
    expect(partyCard("Consignee").item.textContent).not.toContain("Please select");
    expect(await findToastKind("Please check required fields or format")).toBe("error");
    expect(screen.queryByText("Submit the booking?")).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
    expect(api.put).not.toHaveBeenCalled();

    // the message follows a language switch
    await act(() => setTestLanguage("zh-CN"));
    await waitFor(() => expect(partyCard("发货人").item.textContent).toContain("请选择发货人"));
    await act(() => setTestLanguage("en-US"));
    await waitFor(() => expect(partyCard("Shipper").item.textContent).toContain("Please select Shipper"));

    await pickParty("Shipper", SHIPPER.company1);
    await waitFor(() => expect(partyCard("Shipper").item.textContent).not.toContain("Please select"));
    expect(partyCard("Shipper").card.style.borderColor).toBe("");
  });

  it("prefills an edited draft from its form's answer and saves it back with PUT", async () => {
    renderBookingForm("/bookings/edit-fcl/5", {
      "GET /order/docking/5": orderFormOf(),
      "GET /order/5": { id: 5, status: ORDER_STATUS.DRAFT },
      "PUT /order/booking/5": { id: 5, order_no: "HY2606150005", status: ORDER_STATUS.DRAFT },
    });
    await screen.findByDisplayValue("PO-2026-001");
    expect(screen.getByText("Edit FCL booking")).not.toBeNull();
    expect(inputOf("Cargo ready date").value).toBe("2099-06-15");
    await waitFor(() => expect(selectedIn("Port of discharge")).toBe("Hamburg (DEHAM)"));
    expect(selectedIn("Incoterm")).toBe("FOB Free on Board");
    expect(selectedIn("Freight term")).toBe("Collect");
    expect(selectedIn("Ship mode")).toBe("Port to port (CY-CY)");
    expect(selectedIn("Place of receipt")).toBe("Ningbo (CNNGB)");
    expect(selectedIn("Preferred carrier")).toBe("MAERSK");
    expect(selectedIn("Container type, row 1")).toBe("40GP");
    expect(inputOf("Count, row 1").value).toBe("2");
    expect(inputOf("Remark").value).toBe("FRAGILE");
    expect(partyCard("Shipper").card.textContent).toContain(SHIPPER.company1);
    await waitFor(() => expect(partyCard("Consignee").card.textContent).toContain("Germany"));

    clickButton("Save draft");
    await confirmDialog("Save the draft?");
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.put).mock.calls[0]).toEqual(["/order/booking/5", { action: "save", ...orderFormOf() }]);
    expect(await findToastKind("Draft saved: HY2606150005")).toBe("success");
    expect(screen.queryByTestId("elsewhere")).toBeNull();
  });

  it("puts the server's field errors on the fields they name", async () => {
    const invalid = new ApiError("Please check the form", 400, {
      code: 1,
      msg: "Please check the form",
      errors: [
        { field: "spaces.0.container_id", message: "Unknown container type" },
        { field: "contacts.consignee", message: "Please select the consignee" },
        { field: "ready_date", message: "The date cannot be in the past" },
      ],
    });
    renderBookingForm("/bookings/edit-fcl/5", {
      "GET /order/docking/5": orderFormOf(),
      "GET /order/5": { id: 5, status: ORDER_STATUS.DRAFT },
      "PUT /order/booking/5": () => {
        throw invalid;
      },
    });
    await screen.findByDisplayValue("PO-2026-001");
    clickButton("Submit booking");
    await confirmDialog("Submit the booking?");
    await waitFor(() => expect(itemOf("Container type, row 1")).toContain("Unknown container type"));
    expect(partyCard("Consignee").item.textContent).toContain("Please select the consignee");
    expect(partyCard("Consignee").card.style.borderColor).not.toBe("");
    expect(itemOf("Cargo ready date")).toContain("The date cannot be in the past");
    expect(itemOf("Count, row 1")).not.toContain("Unknown");
    expect(await findToastKind("Failed to save the booking: Please check the form")).toBe("error");
  });

  it("defaults the freight term by the config's freight_collect incoterms until the user picks one", async () => {
    renderBookingForm("/bookings/create-fcl", {}, { freight_collect: "EXW,CIF" });
    await screen.findByText("New FCL booking");
    await choose("Incoterm", "CIF");
    await waitFor(() => expect(selectedIn("Freight term")).toBe("Collect"));
    await choose("Incoterm", "FOB Free on Board");
    await waitFor(() => expect(selectedIn("Freight term")).toBe("Prepaid"));
    await choose("Freight term", "Collect");
    await choose("Incoterm", "CIF");
    await choose("Incoterm", "FOB Free on Board");
    expect(selectedIn("Freight term")).toBe("Collect");
  });

  it("asks before leaving with unsaved changes", async () => {
    renderBookingForm("/bookings/create-fcl");
    await screen.findByText("New FCL booking");
    type("Reference number", "po-1");
    fireEvent.click(screen.getByRole("link", { name: /My Bookings/ }));
    await confirmDialog("Leave this page?", "Stay");
    expect(screen.queryByTestId("elsewhere")).toBeNull();
    expect(inputOf("Reference number").value).toBe("PO-1");
    fireEvent.click(screen.getByRole("link", { name: /My Bookings/ }));
    await waitFor(() =>
      expect(screen.getAllByText("Leave this page?", { selector: ".ant-modal-confirm-title" })).toHaveLength(1),
    );
    await confirmDialog("Leave this page?", "Leave");
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/bookings");
  });
});
