import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useMountedLater } from "./use-mounted-later";

// What a phone's first screen can go without for a moment: absent from the first commit, there in
// the next one.

function Later({ enabled }: { enabled?: boolean }) {
  return <p>{useMountedLater(enabled) ? "the select" : "its stand-in"}</p>;
}

describe("useMountedLater", () => {
  it("is false in the first commit and true in the next", async () => {
    render(<Later />);
    expect(screen.getByText("its stand-in")).toBeInTheDocument();
    expect(await screen.findByText("the select")).toBeInTheDocument();
  });

  it("is true from the start when not enabled", () => {
    render(<Later enabled={false} />);
    expect(screen.getByText("the select")).toBeInTheDocument();
  });
});
