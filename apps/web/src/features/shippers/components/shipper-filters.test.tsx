import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { routeApi } from "../../../test/api-mock";
import { renderPage, setTestLanguage } from "../../../test/render";
import type { ShipperFilters as Filters } from "../api/list-shippers";
import { ShipperFilters } from "./shipper-filters";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const ports = { list: [{ id: 2, code: "CNNGB", name: "宁波" }], total: 1 };
/** The filters over a list whose applied filters the test changes, as a link or Back would. */
function Harness() {
  const [value, setValue] = useState<Filters>({ port_id: 2 });
  return (
    <>
      <ShipperFilters value={value} onSearch={() => {}} />
      <button type="button" onClick={() => setValue({})}>
        apply none
      </button>
      <button type="button" onClick={() => setValue({ company: "BLUE" })}>
        apply BLUE
      </button>
    </>
  );
}

const company = () => screen.getByLabelText<HTMLInputElement>("公司名称");

describe("shipper filters", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("zh-CN");
    routeApi(api, { "GET /business": { list: [], total: 0 }, "GET /port": ports, "GET /route": { list: [], total: 0 } });
  });

  it("follow the filters applied to the list without wiping a company name being typed", async () => {
    renderPage(<Harness />);
    fireEvent.change(company(), { target: { value: "EVERBRIGHT" } });
    // the list's filters change before the typed name is searched (a reset or Back landing late)
    fireEvent.click(screen.getByRole("button", { name: "apply none" }));
    await waitFor(() =>
      expect(screen.getByLabelText("港口", { selector: "input" }).closest(".ant-select")?.textContent).toBe("港口"),
    );
    expect(company().value).toBe("EVERBRIGHT");
    // a company the list is filtered by does reach the field
    fireEvent.click(screen.getByRole("button", { name: "apply BLUE" }));
    await waitFor(() => expect(company().value).toBe("BLUE"));
  });
});
