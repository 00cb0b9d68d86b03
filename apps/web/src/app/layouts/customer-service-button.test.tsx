import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client";
import { getToken } from "../../lib/session";
import { typeInto } from "../../test/form";
import { must } from "../../test/must";
import { setTestLanguage } from "../../test/render";
import { renderWithApi } from "../../test/render-with-api";
import { CustomerServiceButton } from "./customer-service-button";

vi.mock("../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const CONFIG = { web_contact_email: "service@haiyun.demo" };

async function openContactForm() {
  fireEvent.click(await screen.findByRole("button", { name: "Customer service" }));
  fireEvent.click(await screen.findByRole("button", { name: /Leave us a message/ }));
  // by its title: under test every antd id is "test-id", so the dialog's aria-labelledby names the popover too
  const title = await screen.findByText("Contact us", { selector: ".ant-modal-title" });
  return must(title.closest<HTMLElement>(".ant-modal"));
}

describe("customer service: leave us a message", () => {
  const matchMedia = window.matchMedia;
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it("opens the contact form from the popover and sends it without a session", async () => {
    expect(getToken()).toBeFalsy();
    renderWithApi(<CustomerServiceButton compact={false} />, {
      antd: true,
      config: CONFIG,
      routes: { "POST /system/contact_us": null },
    });
    await openContactForm();
    // the popover gives way to the form
    await waitFor(() =>
      expect(screen.getByTestId("contact-details").closest(".ant-popover")?.classList).toContain("ant-popover-hidden"),
    );
    typeInto("Name", "Li Wei");
    typeInto("E-mail", "li.wei@example.com");
    typeInto("Subject", "Space");
    typeInto("Message", "Any space next week?");
    fireEvent.click(screen.getByText("Send"));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith("/system/contact_us", {
        name: "Li Wei",
        email: "li.wei@example.com",
        subject: "Space",
        content: "Any space next week?",
      }),
    );
  });

  it("takes the whole width of a phone", async () => {
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes("max-width") });
    renderWithApi(<CustomerServiceButton compact />, { antd: true, config: CONFIG });
    const dialog = await openContactForm();
    expect(dialog.style.width).toBe("100%");
  });
});
