import { afterEach, describe, expect, it } from "vitest";
import { OutboxPoller } from "../src/lib/outbox-poller";

// An outbox worker's loop: its first pass now or after the delay the server asks for (a start's
// first requests are answered without it), and at once when woken meanwhile.

const silent = { error: () => {} } as never;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

class Counting extends OutboxPoller {
  passes = 0;
  constructor() {
    super(silent, 60_000, "counting");
  }
  protected async pass() {
    this.passes += 1;
    return 0;
  }
}

const running: Counting[] = [];
const poller = () => {
  const made = new Counting();
  running.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(running.splice(0).map((made) => made.stop()));
});

describe("OutboxPoller", () => {
  it("makes its first pass as it starts unless told to wait", async () => {
    const now = poller();
    now.start();
    await expect.poll(() => now.passes).toBe(1);
  });

  it("waits the delay it was given for its first pass, and a wake does not wait", async () => {
    const later = poller();
    later.start(60_000);
    await sleep(50);
    expect(later.passes).toBe(0);
    later.wake();
    await expect.poll(() => later.passes).toBe(1);

    // and makes it once the delay has passed, unwoken
    const late = poller();
    late.start(100);
    await expect.poll(() => late.passes, { timeout: 5_000 }).toBe(1);
  });
});
