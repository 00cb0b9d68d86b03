import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from "react-router";
import { AntdProvider } from "../../../components/antd-provider";
import { api } from "../../../lib/api-client";
import { i18n } from "../../../lib/i18n";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { must } from "../../../test/must";
import { TestStyles } from "../../../test/render";
import BookingFormPage from "../pages/booking-form-page";
import { referenceRoutes } from "./booking-form-fixtures";

const FORM_PATHS = ["create-fcl", "create-lcl", "edit-fcl/:id", "edit-lcl/:id", "copy-fcl/:id", "copy-lcl/:id"];

function Elsewhere() {
  const location = useLocation();
  return <output data-testid="elsewhere">{location.pathname}</output>;
}

/**
 * The booking form page at `route` inside a data router (the leave guard's useBlocker needs one),
 * with the fake `api` answering the reference lists and `routes`. Only for test files that replace
 * lib/api-client's `api` with fakeApi() through vi.mock. `before` are routes matched first (e.g. a
 * page whose loader keeps the navigation to it pending).
 */
export function renderBookingForm(
  route: string,
  routes: ApiRoutes = {},
  config: Record<string, string> = {},
  before: RouteObject[] = [],
) {
  routeApi(api, { "GET /system/config": configPairs(config), ...referenceRoutes(), ...routes });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      ...before,
      ...FORM_PATHS.map((path) => ({ path: `/bookings/${path}`, element: <BookingFormPage /> })),
      { path: "*", element: <Elsewhere /> },
    ],
    { initialEntries: [route] },
  );
  render(
    <TestStyles>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <AntdProvider>
            <RouterProvider router={router} />
          </AntdProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </TestStyles>,
  );
  return { router };
}

/** The control a label names (antd's selects and pickers put the label on their inner input). */
export const inputOf = (label: string | RegExp) =>
  screen.getByLabelText(label, { selector: "input,textarea" }) as HTMLInputElement;

/** Opens the select named `label` and picks `option` from its own list. */
export async function choose(label: string | RegExp, option: string) {
  const input = inputOf(label);
  fireEvent.mouseDown(input);
  const popup = await waitFor(() => {
    const found = document.getElementById(`${input.id}_list`)?.closest<HTMLElement>(".ant-select-dropdown");
    if (!found) throw new Error(`no options for ${String(label)}`);
    return found;
  });
  fireEvent.click(await within(popup).findByTitle(option));
}

/** The option of a select as offered (open the select first). */
export function optionOf(label: string | RegExp, option: string): HTMLElement {
  const input = inputOf(label);
  const popup = must(must(document.getElementById(`${input.id}_list`)).closest<HTMLElement>(".ant-select-dropdown"));
  return within(popup).getByTitle(option);
}

/** What a select shows as chosen. */
export const selectedIn = (label: string | RegExp) =>
  inputOf(label).closest(".ant-select")?.querySelector(".ant-select-content")?.getAttribute("title") ?? "";

/** The text of the form item holding the control: its label, value and messages. */
export const itemOf = (label: string | RegExp) => inputOf(label).closest(".ant-form-item")?.textContent ?? "";

/** A party card (shipper, consignee…) with the messages of its form item. */
export function partyCard(name: string) {
  const card = screen.getByRole("group", { name });
  return { card, item: must(card.closest<HTMLElement>(".ant-form-item")) };
}

/** Confirms the dialog titled `title` (save, submit, cancel, leave). */
export async function confirmDialog(title: string, button = "OK") {
  const heading = await screen.findByText(title, { selector: ".ant-modal-confirm-title" });
  const dialog = must(heading.closest<HTMLElement>(".ant-modal-confirm"));
  fireEvent.click(within(dialog).getByRole("button", { name: button }));
}

/** Chooses a contact for a party card from the picker (the row of the picker that lists it). */
export async function pickParty(card: string, company: string) {
  fireEvent.click(within(partyCard(card).card).getByRole("button", { name: "Choose" }));
  const row = await waitFor(() => {
    const rows = screen.getAllByText(company).flatMap((text) => text.closest(".ant-modal tr") ?? []);
    if (!rows.length) throw new Error(`${company} is not offered`);
    return rows.at(-1) as HTMLElement;
  });
  fireEvent.click(within(row).getByRole("button", { name: "Choose" }));
}
