import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { onAPhone } from "../../test/phone";
import { FilterCol, FilterRow } from "./filter-grid";

// A list's filters: antd's grid on a wide screen, plain blocks on a phone (no Row to subscribe to
// the screen's size as it mounts).

const filters = () =>
  render(
    <FilterRow gutter={[8, 8]}>
      <FilterCol xs={24} md={8}>
        keyword
      </FilterCol>
      <FilterCol xs={12} md={5} style={{ display: "none" }}>
        from
      </FilterCol>
    </FilterRow>,
  ).container;

describe("the filters' grid", () => {
  it("is antd's Row and Cols on a wide screen", () => {
    const grid = filters();
    expect(grid.querySelector(".ant-row")).not.toBeNull();
    expect(grid.querySelectorAll(".ant-col")).toHaveLength(2);
  });

  describe("on a phone", () => {
    onAPhone();

    it("is a block a field, half the line where a Col asked for half, with the styles given", () => {
      const grid = filters();
      expect(grid.querySelector(".ant-row, .ant-col")).toBeNull();
      const cells = [...grid.querySelectorAll<HTMLElement>(".filter-rows > .filter-cell")];
      expect(cells.map((cell) => [cell.textContent, cell.classList.contains("filter-cell-half")])).toEqual([
        ["keyword", false],
        ["from", true],
      ]);
      expect(cells[1].style.display).toBe("none");
    });
  });
});
