import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { findUploadFailureText } from "../../../components/upload-failure.test-utils";
import { ApiError, api } from "../../../lib/api-client";
import { clickButton, fieldOf, findToastKind, typeInto } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { DOCUMENT_TYPES } from "../test/ops-fixtures";
import { UploadDocumentModal } from "./upload-document-modal";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("upload a document to an order (POST /ops/order/{id}/document)", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("sends type, file and remark as multipart, with a new idempotency key for each attempt", async () => {
    let attempts = 0;
    const onClose = vi.fn();
    renderWithApi(<UploadDocumentModal order={{ id: 7, order_no: "HY260301000123" }} onClose={onClose} />, {
      antd: true,
      routes: {
        "GET /system/dictionary": DOCUMENT_TYPES,
        "POST /ops/order/7/document": () => {
          attempts += 1;
          if (attempts === 1) throw new ApiError("network error", 0);
          return { id: 5 };
        },
      },
    });
    fireEvent.mouseDown(fieldOf("Document type", "input"));
    fireEvent.click(await screen.findByTitle("Other"));
    const file = new File(["%PDF-1.7"], "manifest.pdf", { type: "application/pdf" });
    fireEvent.change(must(document.querySelector<HTMLInputElement>("input[type=file]")), { target: { files: [file] } });
    await screen.findByText("manifest.pdf");
    typeInto("Remark", "  revised manifest ");

    clickButton("Upload");
    // a failed upload is a dialog
    expect(await findUploadFailureText()).toBe("The action failed: network error");
    expect(onClose).not.toHaveBeenCalled();
    const dialog = must(
      screen.getByText("Upload failed", { selector: ".ant-modal-confirm-title" }).closest<HTMLElement>(".ant-modal-confirm"),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    clickButton("Upload");
    expect(await findToastKind("Document uploaded")).toBe("success");
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const calls = vi.mocked(api.post).mock.calls;
    expect(calls.map(([url]) => url)).toEqual(["/ops/order/7/document", "/ops/order/7/document"]);
    const form = must(calls[1])[1] as FormData;
    expect([...form.keys()]).toEqual(["document_type", "remark", "file"]);
    expect(form.get("document_type")).toBe("9");
    expect(form.get("remark")).toBe("revised manifest");
    expect((form.get("file") as File).name).toBe("manifest.pdf");
    const keys = calls.map(([, , init]) => init?.headers?.["Idempotency-Key"]);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("refuses a file type the server would not take, sending nothing", async () => {
    renderWithApi(<UploadDocumentModal order={{ id: 7, order_no: "HY260301000123" }} onClose={vi.fn()} />, {
      antd: true,
      routes: { "GET /system/dictionary": DOCUMENT_TYPES },
    });
    fireEvent.mouseDown(fieldOf("Document type", "input"));
    fireEvent.click(await screen.findByTitle("Other"));
    const file = new File(["MZ"], "setup.exe", { type: "application/octet-stream" });
    fireEvent.change(must(document.querySelector<HTMLInputElement>("input[type=file]")), { target: { files: [file] } });
    expect((await screen.findByText("Only PDF, JPG, PNG, Word or Excel files")).textContent).toBe(
      "Only PDF, JPG, PNG, Word or Excel files",
    );
    clickButton("Upload");
    expect(await findToastKind("Please check required fields or format")).toBe("error");
    expect(api.post).not.toHaveBeenCalled();
  });
});
