import { PARTY_TYPE } from "@haiyun/shared/schemas/contact";
import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError, api } from "../../../lib/api-client";
import { i18n } from "../../../lib/i18n";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { CONTACT_TYPE_DICTIONARY, contactOf } from "../../../test/contact-fixtures";
import { must } from "../../../test/must";
import { TestStyles } from "../../../test/render";
import { supplyRecordOf } from "../../../test/supply-fixtures";
import SupplyDetailPage from "../pages/supply-detail-page";
import SupplyPage from "../pages/supply-page";

// For test files that replace lib/api-client's `api` with fakeApi() through vi.mock.

const ref = (id: number, name: string, code = "") => ({ id, code, type: 0, name, name_cn: name, name_en: name });

// with their ISO size-type codes, as GET /container answers them
const containerType = (id: number, name: string, iso_code: string, teu: string) => ({ ...ref(id, name), iso_code, teu });
export const CONTAINER_TYPES = [
  containerType(1, "20GP", "22G1", "1.00"),
  containerType(2, "40GP", "42G1", "2.00"),
  containerType(3, "40HQ", "45G1", "2.00"),
];
export const PACKAGE_UNITS = [ref(31, "CARTONS"), ref(32, "PALLETS")];
const DICTIONARIES: Record<string, { name: string; value: number }[]> = {
  vgm_method: [
    { name: "Method 1 (weighing the packed container)", value: 1 },
    { name: "Method 2 (adding the weights of the contents)", value: 2 },
  ],
  contact_type: CONTACT_TYPE_DICTIONARY,
  order_status: [
    { name: "Awaiting shipping instructions", value: 2 },
    { name: "Awaiting bill check", value: 4 },
  ],
};

/** A notify party 2 in the address book, for the picker. */
export const NOTIFY2_CONTACT = contactOf({
  id: 9,
  type: PARTY_TYPE.NOTIFY_2,
  type_name: "Notify party 2",
  company1: "BREMEN AGENCY GMBH",
});
export const NOTIFY1_CONTACT = contactOf({
  id: 8,
  type: PARTY_TYPE.NOTIFY_1,
  type_name: "Notify party 1",
  company1: "HAMBURG CUSTOMS BROKER KG",
});

function Elsewhere() {
  const location = useLocation();
  return <output data-testid="elsewhere">{location.pathname}</output>;
}

/**
 * A supply page of order 7 inside a data router (the leave guard's useBlocker needs one), the
 * record `record` (null: the server answers none; an Error: the load fails) and other `routes`.
 */
export function renderSupply(route: string, record: Partial<SupplyRecord> | null | Error = {}, routes: ApiRoutes = {}) {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /container": { list: CONTAINER_TYPES, total: 3 },
    "GET /unit": { list: PACKAGE_UNITS, total: 2 },
    "GET /country": { list: [ref(45, "China", "CN"), ref(80, "Germany", "DE")], total: 2 },
    "GET /currency": { list: [ref(1, "US Dollar", "USD")], total: 1 },
    "GET /system/dictionary": (query: unknown) => DICTIONARIES[(query as { field: string }).field] ?? [],
    "GET /customer/contact": (query: unknown) => {
      const type = (query as { type?: number }).type;
      const list = [NOTIFY1_CONTACT, NOTIFY2_CONTACT].filter((contact) => type === undefined || contact.type === type);
      return { list, total: list.length };
    },
    "GET /order/shipment/7": () => {
      if (record instanceof Error) throw record;
      return record === null ? null : supplyRecordOf(record);
    },
    "GET /order/document/7": { list: [] },
    ...routes,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: "/bookings/supply/:id", element: <SupplyPage /> },
      { path: "/bookings/supply-detail/:id", element: <SupplyDetailPage /> },
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
  return { router, queryClient };
}

export const notFound = () => new ApiError("Record not found", 404);

/** The control a label names (antd's selects put the label on their inner input). */
export const inputOf = (label: string | RegExp) =>
  screen.getByLabelText(label, { selector: "input,textarea" }) as HTMLInputElement;

export const type = (label: string | RegExp, value: string) => fireEvent.change(inputOf(label), { target: { value } });

/** The messages shown with the control a label names. */
export const messagesOf = (label: string | RegExp) =>
  [...(inputOf(label).closest(".ant-form-item")?.querySelectorAll(".ant-form-item-explain-error") ?? [])].map(
    (node) => node.textContent,
  );

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

/** A party card and the form item holding its messages. */
export function partyCard(name: string) {
  const card = screen.getByRole("group", { name });
  return { card, item: must(card.closest<HTMLElement>(".ant-form-item")) };
}

/** The body of the confirm or error dialog titled `title`. */
export async function dialogTitled(title: string) {
  const headings = await screen.findAllByText(title, { selector: ".ant-modal-confirm-title, .ant-modal-title" });
  const dialogs = new Set(headings.map((heading) => heading.closest<HTMLElement>(".ant-modal")));
  if (dialogs.size !== 1) throw new Error(`${dialogs.size} dialogs titled ${title}`);
  return must([...dialogs][0]);
}
