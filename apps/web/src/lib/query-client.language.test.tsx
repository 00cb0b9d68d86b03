import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { setTestLanguage } from "../test/render";
import { api, configureApiClient } from "./api-client";
import { apiLang, i18n } from "./i18n";
import { refetchOnLanguageChange } from "./query-client";

// Server-localised data (country names, contact types) follows a language switch at once, not
// only after a reload.
const NAMES = { cn: { country: "中国", type: "发货人" }, en: { country: "China", type: "Shipper" } };

let fetchMock: Mock<typeof fetch>;
let client: QueryClient;
let stop: () => void;

const langOf = (call: Parameters<typeof fetch>) => ((call[1]?.headers ?? {}) as Record<string, string>).lang as "cn" | "en";

beforeEach(async () => {
  await setTestLanguage("zh-CN");
  fetchMock = vi.fn<typeof fetch>(async (...call) => {
    const data = {
      list: [
        { id: 1, company1: "NINGBO TRADING", country_name: NAMES[langOf(call)].country, type_name: NAMES[langOf(call)].type },
      ],
    };
    return new Response(JSON.stringify({ code: 0, msg: "ok", data }), { status: 200 });
  });
  configureApiClient({ fetch: fetchMock, getLang: apiLang });
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  stop = refetchOnLanguageChange(client, i18n);
});

afterEach(() => {
  stop();
  client.clear();
  configureApiClient({ fetch: undefined, getLang: undefined });
});

type Row = { id: number; company1: string; country_name: string; type_name: string };
const listContacts = () => api.get<{ list: Row[] }>("/customer/contact", { page: 1, size: 10 });

function ContactRows() {
  const { data } = useQuery({ queryKey: ["contacts", "list", { page: 1 }], queryFn: listContacts });
  return (
    <ul>
      {data?.list.map((row) => (
        <li key={row.id}>{`${row.company1} · ${row.type_name} · ${row.country_name}`}</li>
      ))}
    </ul>
  );
}

const callsIn = (lang: "cn" | "en") => fetchMock.mock.calls.filter((call) => langOf(call) === lang).length;

describe("a language switch", () => {
  it("asks again for the answers on screen, in the new language, keeping the old ones meanwhile", async () => {
    render(
      <QueryClientProvider client={client}>
        <ContactRows />
      </QueryClientProvider>,
    );
    expect((await screen.findByRole("listitem")).textContent).toBe("NINGBO TRADING · 发货人 · 中国");
    expect(callsIn("en")).toBe(0);

    await act(() => i18n.changeLanguage("en-US"));
    await waitFor(() => expect(screen.getByRole("listitem").textContent).toBe("NINGBO TRADING · Shipper · China"));
    expect(callsIn("en")).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("asks again for an answer not on screen when it is next used", async () => {
    await client.fetchQuery({ queryKey: ["contacts", "list", { page: 1 }], queryFn: listContacts });
    await act(() => i18n.changeLanguage("en-US"));
    // nothing shows it: no call until something does
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(["contacts", "list", { page: 1 }])?.isInvalidated).toBe(true);

    render(
      <QueryClientProvider client={client}>
        <ContactRows />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole("listitem").textContent).toBe("NINGBO TRADING · Shipper · China"));
    expect(callsIn("en")).toBe(1);
  });

  it("leaves alone a query whose key names its language: the switch moves it to another key", async () => {
    await client.fetchQuery({ queryKey: ["reference", "country", "zh-CN"], queryFn: listContacts });
    await act(() => i18n.changeLanguage("en-US"));
    expect(client.getQueryState(["reference", "country", "zh-CN"])?.isInvalidated).toBe(false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
