import { fireEvent } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api-client";
import { must } from "../test/must";
import { setTestLanguage } from "../test/render";
import { renderWithApi } from "../test/render-with-api";
import { ImageUpload } from "./image-upload";
import { findUploadFailureText } from "./upload-failure.test-utils";

vi.mock("../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

function uploadLogo(upload: () => unknown) {
  const onChange = vi.fn();
  renderWithApi(<ImageUpload purpose="logo" label="Logo" onChange={onChange} />, {
    antd: true,
    routes: { "UPLOAD /upload": upload },
  });
  const file = new File(["\x89PNG"], "logo.png", { type: "image/png" });
  fireEvent.change(must(document.querySelector<HTMLInputElement>("input[type=file]")), { target: { files: [file] } });
  return onChange;
}

describe("image upload: a failed upload", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("shows the server's message in a modal and keeps no file", async () => {
    const msg = "Only jpg, jpeg or png images";
    const onChange = uploadLogo(() => {
      throw new ApiError(msg, 400, { code: 1, msg });
    });
    expect(await findUploadFailureText()).toBe(msg);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says 'unknown error' when the failure is not the API's", async () => {
    uploadLogo(() => {
      throw new TypeError("cannot read properties of undefined");
    });
    expect(await findUploadFailureText()).toBe("Unknown error");
  });

  it("is titled in the visitor's language", async () => {
    await setTestLanguage("zh-CN");
    uploadLogo(() => {
      throw new ApiError("", 0);
    });
    expect(await findUploadFailureText("上传失败")).toBe("未知错误");
  });
});
