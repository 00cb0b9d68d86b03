import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import type * as Transitions from "@haiyun/shared/constants/order-transitions";
import type * as Contract from "@haiyun/shared/schemas/order-contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { i18n } from "../../../lib/i18n";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { opsOrderOf } from "../test/ops-fixtures";
import { OpsOrderActions } from "./ops-order-actions";

// The recipe's promise (docs/ARCHITECTURE.md, "Add an order action"): an action that carries a
// reason is its row, its contract, its handler and its texts — nothing on the web. Here a made-up
// one, "hold_cargo", joins the table and the contract (as the shared package would have it) and its
// texts join the language's; the desk's bar, unchanged, offers it and takes it.

// hoisted with the mocks, which read it
const { HOLD } = vi.hoisted(() => ({ HOLD: "hold_cargo" }));

vi.mock("@haiyun/shared/constants/order-transitions", async (importOriginal) => {
  const real = await importOriginal<typeof Transitions>();
  // from awaiting supply (2); the status stays
  const row = { action: HOLD, actor: "ops", from: [2], to: "same", requires: ["reason"] };
  const rows = [...real.ORDER_TRANSITIONS, row] as unknown as Transitions.OrderTransition[];
  const canTransition: typeof real.canTransition = (action, actor, status, sides = {}) => {
    const found = rows.find((candidate) => candidate.action === action);
    return !!found && found.actor === actor && found.from.includes(status) && real.guardAllows(found.guard, sides);
  };
  const actions = rows.map((candidate) => candidate.action);
  return {
    ...real,
    ORDER_TRANSITIONS: rows,
    ORDER_ACTIONS: actions,
    transitionOf: (action: Transitions.OrderAction) =>
      rows.find((candidate) => candidate.action === action) ?? real.transitionOf(action),
    canTransition,
    actionsFor: (actor: Transitions.OrderActor, status: Transitions.OrderTransition["from"][number], sides = {}) =>
      actions.filter((action) => canTransition(action, actor, status, sides)),
  };
});

vi.mock("@haiyun/shared/schemas/order-contract", async (importOriginal) => {
  const real = await importOriginal<typeof Contract>();
  const { reasonSchema } = await import("@haiyun/shared/schemas/order-ops-input");
  const contract = {
    ...real.ORDER_ACTION_CONTRACT,
    [HOLD]: {
      routes: [{ method: "PUT", path: "/ops/order/:id/hold", orderId: "path" }],
      body: reasonSchema,
      answer: "result",
      summary: "Hold the cargo with a reason",
    },
  } as Contract.OrderActionContract;
  return { ...real, ORDER_ACTION_CONTRACT: contract, contractOf: (action: Transitions.OrderAction) => contract[action] };
});

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

beforeAll(async () => {
  await setTestLanguage("en-US");
  // its texts as the catalogue would carry them, assembled into the language's (locales/action-texts.ts)
  const dialog = { title: "Hold cargo: {{orderNo}}", reason: "Reason", ok: "Hold cargo", done: "Cargo held: {{orderNo}}" };
  i18n.addResourceBundle("en-US", "translation", { actions: { [HOLD]: { button: "Hold cargo", dialog } } }, true, false);
});

it("offers an action added to the table with a reason, and takes it with the reason through its contract's route", async () => {
  renderWithApi(<OpsOrderActions order={opsOrderOf({ status: ORDER_STATUS.AWAITING_SUPPLY, order_no: "HY260301000123" })} />, {
    antd: true,
    routes: { "PUT /ops/order/7/hold": { id: 7, order_no: "HY260301000123", status: ORDER_STATUS.AWAITING_SUPPLY } },
  });
  expect(screen.queryAllByRole("button").map((button) => button.textContent)).toEqual([
    "Cancel order",
    "Hold cargo",
    "Upload document",
  ]);
  fireEvent.click(screen.getByRole("button", { name: "Hold cargo" }));
  const dialog = await screen.findByRole("dialog", { name: "Hold cargo: HY260301000123" });
  fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: " CUSTOMS HOLD " } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Hold cargo" }));
  await waitFor(() => expect(vi.mocked(api.put).mock.calls).toEqual([["/ops/order/7/hold", { reason: "CUSTOMS HOLD" }]]));
  expect(await screen.findByText("Cargo held: HY260301000123")).toBeInTheDocument();
});
