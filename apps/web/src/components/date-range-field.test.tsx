import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button, Form } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DateRangeField } from "./date-range-field";

const loaded = vi.fn();
vi.mock("./range-picker", async (importOriginal) => {
  loaded();
  return importOriginal();
});

function Panel({ onFinish }: { onFinish: (values: unknown) => void }) {
  const [shown, setShown] = useState(false);
  return (
    <Form initialValues={{ etd: [dayjs("2026-03-01"), dayjs("2026-03-31")] }} onFinish={onFinish}>
      <Form.Item name="etd">
        <DateRangeField shown={shown} format="YYYY-MM-DD" aria-label="ETD" />
      </Form.Item>
      <Button onClick={() => setShown(true)}>open</Button>
      <Button htmlType="submit">search</Button>
    </Form>
  );
}

describe("date range field of a filter panel", () => {
  it("loads no picker while the panel is closed, keeps its value, and shows it once opened", async () => {
    const onFinish = vi.fn();
    const { container } = render(<Panel onFinish={onFinish} />);
    expect(container.querySelector(".ant-picker")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "search" }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    const [from, to] = (onFinish.mock.calls[0][0] as { etd: dayjs.Dayjs[] }).etd;
    expect([from.format("YYYY-MM-DD"), to.format("YYYY-MM-DD")]).toEqual(["2026-03-01", "2026-03-31"]);
    expect(loaded).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "open" }));
    await waitFor(() => expect(container.querySelectorAll(".ant-picker-input input")).toHaveLength(2));
    const inputs = [...container.querySelectorAll<HTMLInputElement>(".ant-picker-input input")];
    expect(inputs.map((input) => input.value)).toEqual(["2026-03-01", "2026-03-31"]);
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
