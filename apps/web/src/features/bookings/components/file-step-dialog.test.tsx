import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { findUploadFailureText } from "../../../components/upload-failure.test-utils";
import { ApiError, api } from "../../../lib/api-client";
import { clickButton } from "../../../test/form";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { FileStepDialog } from "./file-step-dialog";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const ORDER = { id: 7, order_no: "HY260301000123" };

async function sendReceipt(upload: () => unknown) {
  const onClose = vi.fn();
  renderWithApi(<FileStepDialog order={ORDER} step="pay" open onClose={onClose} />, {
    antd: true,
    routes: { "UPLOAD /attachment": upload, "PUT /order/pay": null },
  });
  const file = new File(["%PDF-1.7"], "receipt.pdf", { type: "application/pdf" });
  fireEvent.change(document.querySelector<HTMLInputElement>("input[type=file]")!, { target: { files: [file] } });
  await screen.findByText("receipt.pdf");
  clickButton("Upload and send");
  return onClose;
}

describe("payment receipt dialog: a failed upload (spec §8)", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("shows the server's message in a modal and takes no step", async () => {
    const msg = "The file could not be stored";
    const onClose = await sendReceipt(() => {
      throw new ApiError(msg, 500, { code: 1, msg });
    });
    expect(await findUploadFailureText()).toBe(msg);
    expect(api.put).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'unknown error' when the failure carries no message", async () => {
    await sendReceipt(() => {
      throw new ApiError("", 0);
    });
    expect(await findUploadFailureText()).toBe("Unknown error");
  });

  it("sends the stored file once when only the step was refused, and shows that refusal as a toast", async () => {
    const refused = new ApiError("Not now", 409, { code: 1, msg: "Not now" });
    vi.mocked(api.put).mockRejectedValueOnce(refused);
    await sendReceipt(() => ({ file: 55 }));
    expect((await screen.findByText("The action failed: Not now")).textContent).toBeTruthy();
    expect(document.querySelector(".ant-modal-confirm")).toBeNull();
    clickButton("Upload and send");
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(2));
    expect(api.upload).toHaveBeenCalledTimes(1);
    expect(api.put).toHaveBeenLastCalledWith("/order/pay", { id: 7, filename: 55 });
  });
});
