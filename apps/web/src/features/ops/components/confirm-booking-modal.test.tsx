import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import { clickButton, errorsOf, fieldOf, findToastKind, typeInto } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { CARRIERS, opsOrderOf } from "../test/ops-fixtures";
import { pickDate } from "../test/pick-date";
import { ConfirmBookingModal } from "./confirm-booking-modal";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const onClose = vi.fn();

function renderModal(routes: Record<string, unknown> = {}) {
  renderWithApi(<ConfirmBookingModal order={opsOrderOf()} onClose={onClose} />, {
    antd: true,
    routes: {
      "GET /carrier": { list: CARRIERS, total: CARRIERS.length },
      "PUT /ops/order/7/confirm": { id: 7, status: ORDER_STATUS.AWAITING_SUPPLY },
      "POST /ops/order/7/document": { id: 1 },
      ...routes,
    },
  });
}

function fillBooking({ eta = "2026-06-20" } = {}) {
  typeInto("SO / carrier booking no.", "so2026ab");
  typeInto("Vessel", "msc anna");
  typeInto("Voyage", "012w");
  pickDate("ETD", "2026-05-10");
  pickDate("ETA", eta);
  pickDate("SI cut-off", "2026-05-08 10:00");
  pickDate("VGM cut-off", "2026-05-08 12:00");
  pickDate("CY cut-off", "2026-05-09 08:30");
}

const submit = () => clickButton("Confirm booking");
// the pickers read the time as local time; the wire carries it in UTC
const utc = (local: string) => new Date(local).toISOString();

describe("confirm booking modal (the pinned wire contract)", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("sends the booking with dates as YYYY-MM-DD and the cut-offs as ISO timestamps", async () => {
    renderModal();
    fillBooking();
    submit();
    await waitFor(() => expect(api.put).toHaveBeenCalled());
    expect(vi.mocked(api.put).mock.calls).toEqual([
      [
        "/ops/order/7/confirm",
        {
          so_no: "SO2026AB",
          carrier_id: 3,
          vessel: "MSC ANNA",
          voyage: "012W",
          etd: "2026-05-10",
          eta: "2026-06-20",
          si_cutoff: utc("2026-05-08T10:00"),
          vgm_cutoff: utc("2026-05-08T12:00"),
          cy_cutoff: utc("2026-05-09T08:30"),
        },
      ],
    ]);
    expect(await findToastKind("Booking confirmed")).toBe("success");
    expect(onClose).toHaveBeenCalled();
    // no document chosen: nothing uploaded
    expect(api.post).not.toHaveBeenCalled();
  });

  it("refuses an ETA before the ETD and a cut-off after departure, sending nothing", async () => {
    renderModal();
    fillBooking({ eta: "2026-05-01" });
    submit();
    await waitFor(() => expect(errorsOf(fieldOf("ETA"))).toEqual(["The ETA cannot be before the ETD"]));
    pickDate("ETA", "2026-06-20");
    pickDate("CY cut-off", "2026-05-12 08:00");
    submit();
    await waitFor(() => expect(errorsOf(fieldOf("CY cut-off"))).toEqual(["The cut-off must be before departure"]));
    expect(errorsOf(fieldOf("ETA"))).toEqual([]);
    expect(api.put).not.toHaveBeenCalled();
  });

  it("names the field whose text the carrier's pattern refuses", async () => {
    renderModal();
    fillBooking();
    typeInto("Vessel", "MSC (ANNA)");
    submit();
    await waitFor(() =>
      expect(errorsOf(fieldOf("Vessel"))).toEqual([
        "Vessel may only contain uppercase letters, digits, spaces, dot, slash, underscore and hyphen",
      ]),
    );
    expect(api.put).not.toHaveBeenCalled();
  });

  it("uploads the chosen booking confirmation as document type 1 once the booking is confirmed", async () => {
    renderModal();
    fillBooking();
    const file = new File(["%PDF-1.7"], "booking-confirmation.pdf", { type: "application/pdf" });
    fireEvent.change(must(document.querySelector<HTMLInputElement>("input[type=file]")), { target: { files: [file] } });
    await screen.findByText("booking-confirmation.pdf");
    submit();
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    const [url, form, init] = must(vi.mocked(api.post).mock.calls[0]);
    expect(url).toBe("/ops/order/7/document");
    expect((form as FormData).get("document_type")).toBe("1");
    expect(((form as FormData).get("file") as File).name).toBe("booking-confirmation.pdf");
    expect(init?.headers?.["Idempotency-Key"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // the document follows the confirmation, never the other way round
    expect(vi.mocked(api.put).mock.invocationCallOrder[0]).toBeLessThan(must(vi.mocked(api.post).mock.invocationCallOrder[0]));
    expect(await findToastKind("Booking confirmed")).toBe("success");
  });

  it("shows the server's message and closes when the order has moved on (409)", async () => {
    const msg = "The order is no longer awaiting booking";
    renderModal({
      "PUT /ops/order/7/confirm": () => {
        throw new ApiError(msg, 409, { code: 1, msg, error_code: "ORDER_INVALID_TRANSITION" });
      },
    });
    fillBooking();
    submit();
    expect(await findToastKind(msg)).toBe("error");
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields and stays open", async () => {
    const msg = "Invalid value";
    renderModal({
      "PUT /ops/order/7/confirm": () => {
        throw new ApiError(msg, 400, { code: 1, msg, errors: [{ field: "carrier_id", message: "Unknown carrier" }] });
      },
    });
    fillBooking();
    submit();
    const error = await screen.findByText("Unknown carrier");
    expect(error.closest(".ant-form-item")?.querySelector("label")?.textContent).toBe("Carrier");
    expect(onClose).not.toHaveBeenCalled();
  });
});
