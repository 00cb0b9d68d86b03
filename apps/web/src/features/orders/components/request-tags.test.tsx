import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage, setTestLanguage } from "../../../test/render";
import { RequestTags } from "./request-tags";

// The second tag beside the status: what is open always, what was decided on the order's own page only.

const tagTexts = () => screen.queryAllByTestId(/^request-tag-/).map((tag) => [tag.dataset.testid, tag.textContent]);

describe("request tags", () => {
  it("a list shows only the open requests", async () => {
    await setTestLanguage("en-US");
    renderPage(
      <RequestTags order={{ amendment_status: "declined", cancellation_status: "requested", revision_status: "accepted" }} />,
    );
    expect(tagTexts()).toEqual([["request-tag-cancellation", "Cancellation requested"]]);
  });

  it("an order's page shows the decided ones too, in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderPage(
      <RequestTags
        order={{ amendment_status: "requested", cancellation_status: "declined", revision_status: "accepted" }}
        decided
      />,
    );
    expect(tagTexts()).toEqual([
      ["request-tag-amendment", "修改待审核"],
      ["request-tag-cancellation", "取消被拒"],
      ["request-tag-revision", "补料修改已通过"],
    ]);
  });

  it("names the special cargo's approval, awaited on a list, decided on the order's page", async () => {
    await setTestLanguage("en-US");
    const { unmount } = renderPage(<RequestTags order={{ special_cargo_status: "requested" }} />);
    expect(tagTexts()).toEqual([["request-tag-special_cargo", "Awaiting DG/OOG approval"]]);
    unmount();
    renderPage(<RequestTags order={{ special_cargo_status: "accepted" }} />);
    expect(tagTexts()).toEqual([]);
    await setTestLanguage("zh-CN");
    renderPage(<RequestTags order={{ special_cargo_status: "declined" }} decided />);
    expect(tagTexts()).toEqual([["request-tag-special_cargo", "危险品/超限被拒"]]);
  });

  it("shows nothing when nothing was asked", async () => {
    await setTestLanguage("en-US");
    renderPage(<RequestTags order={{ amendment_status: null, cancellation_status: null, revision_status: null }} decided />);
    expect(tagTexts()).toEqual([]);
  });
});
