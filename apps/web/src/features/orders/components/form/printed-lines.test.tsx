import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage, setTestLanguage } from "../../../../test/render";
import { PrintedLines, PrintedText } from "./printed-lines";

// How the bill prints a text: wrapped at 35 characters, counted against the bill's limit.

const printed = () => screen.queryByTestId("printed-lines");

describe("printed lines", () => {
  it("wraps a description at 35 characters and counts the lines, in English", async () => {
    await setTestLanguage("en-US");
    renderPage(<PrintedText text={"WOODEN FURNITURE KNOCKED DOWN IN 120 CARTONS\nMADE IN CHINA"} max={150} />);
    expect(printed()?.querySelector("summary")?.textContent).toBe(
      "Prints on the bill as 3 lines (35 characters a line, at most 150)",
    );
    expect(printed()?.querySelector("pre")?.textContent).toBe("WOODEN FURNITURE KNOCKED DOWN IN\n120 CARTONS\nMADE IN CHINA");
  });

  it("says one line in the singular", async () => {
    await setTestLanguage("en-US");
    renderPage(<PrintedText text="MADE IN CHINA" max={150} />);
    expect(printed()?.querySelector("summary")?.textContent).toBe(
      "Prints on the bill as 1 line (35 characters a line, at most 150)",
    );
  });

  it("marks an address over its 6 lines, in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderPage(<PrintedLines lines={["A", "B", "C", "D", "E", "F", "G"]} max={6} />);
    expect(printed()?.querySelector("summary")?.textContent).toBe("打印在提单上：7 行（每行 35 个字符，最多 6 行）");
    expect(printed()?.querySelector(".ant-typography-danger")).not.toBeNull();
  });

  it("shows nothing for an empty text", async () => {
    await setTestLanguage("en-US");
    renderPage(<PrintedText text="" max={50} />);
    expect(printed()).toBeNull();
  });
});
