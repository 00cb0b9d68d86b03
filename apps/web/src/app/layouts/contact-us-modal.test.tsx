import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/api-client";
import { errorsOf, fieldOf, findToastKind, typeInto } from "../../test/form";
import { must } from "../../test/must";
import { setTestLanguage } from "../../test/render";
import { renderWithApi } from "../../test/render-with-api";
import ContactUsModal from "./contact-us-modal";

vi.mock("../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

function renderModal(answer: unknown | ((body: unknown) => unknown) = null) {
  const onClose = vi.fn();
  renderWithApi(<ContactUsModal open onClose={onClose} />, { antd: true, routes: { "POST /system/contact_us": answer } });
  return onClose;
}

// by its text: while sending, the button's name also carries its spinner's
const sendButton = () => must(within(screen.getByRole("dialog")).getByText("Send").closest("button"));

function fillIn() {
  typeInto("Name", "  Li Wei ");
  typeInto("E-mail", " li.wei@example.com ");
  typeInto("Subject", "Reefer space in March");
  typeInto("Message", "Do you have two 40RF to Hamburg?");
}

describe("contact-us form (POST /system/contact_us)", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("judges each field by the shared schema and sends nothing while one is wrong", async () => {
    renderModal();
    typeInto("E-mail", "not-an-address");
    fireEvent.click(sendButton());
    await waitFor(() => expect(errorsOf(fieldOf("Name"))).toEqual(["This field is required"]));
    expect(errorsOf(fieldOf("E-mail"))).toEqual(["Please enter a valid email address"]);
    expect(errorsOf(fieldOf("Subject"))).toEqual(["This field is required"]);
    expect(errorsOf(fieldOf("Message"))).toEqual(["This field is required"]);
    expect(fieldOf("Name").maxLength).toBe(100);
    expect(fieldOf("Subject").maxLength).toBe(200);
    expect(fieldOf("Message").maxLength).toBe(5000);
    expect(api.post).not.toHaveBeenCalled();
  });

  it("sends the four fields, trimmed, says so and closes", async () => {
    const onClose = renderModal();
    fillIn();
    fireEvent.click(sendButton());
    expect(await findToastKind("Your message was sent; we will answer soon")).toBe("success");
    expect(api.post).toHaveBeenCalledWith("/system/contact_us", {
      name: "Li Wei",
      email: "li.wei@example.com",
      subject: "Reefer space in March",
      content: "Do you have two 40RF to Hamburg?",
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message when it refuses, and stays open", async () => {
    const msg = "Too many requests, please try again later";
    const onClose = renderModal(() => {
      throw new ApiError(msg, 429, { code: 1, msg });
    });
    fillIn();
    fireEvent.click(sendButton());
    expect(await findToastKind(msg)).toBe("error");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says the message could not be sent when the failure carries no server message", async () => {
    renderModal(() => {
      throw new ApiError("network error", 0);
    });
    fillIn();
    fireEvent.click(sendButton());
    expect(await findToastKind("The message could not be sent")).toBe("error");
  });

  it("sends once however often Send is clicked, with the button disabled meanwhile", async () => {
    let answer: (value: null) => void = () => {};
    renderModal(() => new Promise((resolve) => (answer = resolve)));
    fillIn();
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveProperty("disabled", true));
    fireEvent.click(sendButton());
    answer(null);
    expect(await findToastKind("Your message was sent; we will answer soon")).toBe("success");
    expect(api.post).toHaveBeenCalledTimes(1);
  });
});
