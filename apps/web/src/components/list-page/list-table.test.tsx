import { fireEvent, render } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { must } from "../../test/must";
import { ListTable } from "./list-table";

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = [
  { id: 1, name: "ACME" },
  { id: 2, name: "GLOBEX" },
];

function Selectable({ onSelect }: { onSelect: (ids: number[]) => void }) {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <ListTable<Row>
      rowKey="id"
      rows={ROWS}
      columns={[{ key: "name", dataIndex: "name", title: "Name", width: 200 }]}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => {
          setSelected(keys as number[]);
          onSelect(keys as number[]);
        },
      }}
    />
  );
}

describe("the list table's selection boxes", () => {
  it("leaves only the header's select-all box focusable, not antd's hidden copy in the measuring row", () => {
    render(<Selectable onSelect={() => {}} />);
    const copies = document.querySelectorAll(".ant-table-measure-row input[type=checkbox]");
    expect(copies).toHaveLength(1);
    expect(must(copies[0]).closest("[inert]")).not.toBeNull();
    const header = must(document.querySelector<HTMLInputElement>("thead input[type=checkbox]"));
    expect(header.closest("[inert]")).toBeNull();
    expect(header.getAttribute("aria-label")).toBe("Select all");
  });

  it("still selects every row from the header box", () => {
    const onSelect = vi.fn();
    render(<Selectable onSelect={onSelect} />);
    fireEvent.click(must(document.querySelector("thead input[type=checkbox]")));
    expect(onSelect).toHaveBeenLastCalledWith([1, 2]);
  });
});
