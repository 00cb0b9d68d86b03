import { describe, expect, it } from "vitest";
import { KeptAnswers } from "./kept-answers";

const NOW = 1_000_000;
const trusted = (maxBytes = 1024 * 1024, maxAgeMs = 60_000) => new KeptAnswers(maxBytes, maxAgeMs, true);

/** Keeps `text` under scope and key, read from a database as of now. */
function kept(memory: KeptAnswers, scope: string, key: string, text = `${scope}/${key}`) {
  memory.keep(scope, key, text, memory.epoch, NOW);
  return text;
}

describe("kept list pages", () => {
  it("answers a kept page for its scope and key only", () => {
    const memory = trusted();
    const text = kept(memory, "orders:1", "en?page=1");
    expect(memory.recall("orders:1", "en?page=1", NOW)).toBe(text);
    expect(memory.recall("orders:1", "cn?page=1", NOW)).toBeUndefined();
    expect(memory.recall("orders:2", "en?page=1", NOW)).toBeUndefined();
  });

  it("an owner's change drops that owner's pages and the pages across owners, nothing else", () => {
    const memory = trusted();
    kept(memory, "orders:1", "a");
    kept(memory, "orders:2", "a");
    kept(memory, "orders:*", "a");
    kept(memory, "contacts:1", "a");
    memory.forget("orders", "1");
    expect(memory.recall("orders:1", "a", NOW)).toBeUndefined();
    expect(memory.recall("orders:*", "a", NOW)).toBeUndefined();
    expect(memory.recall("orders:2", "a", NOW)).toBeDefined();
    expect(memory.recall("contacts:1", "a", NOW)).toBeDefined();
  });

  it("a change across owners drops only those pages; a topic's change all of the topic; no topic, everything", () => {
    const memory = trusted();
    for (const scope of ["orders:1", "orders:*", "contacts:1"]) kept(memory, scope, "a");
    memory.forget("orders", "*");
    expect(memory.recall("orders:*", "a", NOW)).toBeUndefined();
    expect(memory.recall("orders:1", "a", NOW)).toBeDefined();
    kept(memory, "orders:*", "a");
    memory.forget("orders");
    expect(memory.recall("orders:1", "a", NOW)).toBeUndefined();
    expect(memory.recall("orders:*", "a", NOW)).toBeUndefined();
    expect(memory.recall("contacts:1", "a", NOW)).toBeDefined();
    memory.forget();
    expect(memory.size).toBe(0);
  });

  it("does not keep a page read before a change of its scope was heard, but does one read before another scope's", () => {
    const memory = trusted();
    const epoch = memory.epoch;
    // the read began; a change of owner 1 committed and was heard; the read answered
    memory.forget("orders", "1");
    memory.keep("orders:1", "a", "stale", epoch, NOW);
    memory.keep("orders:*", "a", "stale", epoch, NOW);
    memory.keep("orders:2", "a", "current", epoch, NOW);
    expect(memory.recall("orders:1", "a", NOW)).toBeUndefined();
    expect(memory.recall("orders:*", "a", NOW)).toBeUndefined();
    expect(memory.recall("orders:2", "a", NOW)).toBe("current");
    const before = memory.epoch;
    memory.forget("orders");
    memory.keep("orders:3", "a", "stale", before, NOW);
    expect(memory.recall("orders:3", "a", NOW)).toBeUndefined();
  });

  it("keeps a page no longer than it is valid, nor than the longest age", () => {
    const memory = trusted(1024 * 1024, 60_000);
    memory.keep("orders:1", "a", "until a cut-off", memory.epoch, NOW, NOW + 1_000);
    memory.keep("orders:1", "b", "plain", memory.epoch, NOW);
    expect(memory.recall("orders:1", "a", NOW + 999)).toBeDefined();
    expect(memory.recall("orders:1", "a", NOW + 1_000)).toBeUndefined();
    expect(memory.recall("orders:1", "b", NOW + 59_999)).toBeDefined();
    expect(memory.recall("orders:1", "b", NOW + 60_000)).toBeUndefined();
  });

  it("lets the least recently used pages go past its size, and keeps no page too large for it", () => {
    // 100 characters a page, 200 bytes in memory: four fit in 800 bytes
    const memory = trusted(800);
    for (const key of ["a", "b", "c", "d"]) memory.keep("orders:1", key, key.repeat(100), memory.epoch, NOW);
    expect(memory.recall("orders:1", "a", NOW)).toBeDefined();
    memory.keep("orders:1", "e", "e".repeat(100), memory.epoch, NOW);
    expect(memory.size).toBe(4);
    expect(memory.recall("orders:1", "b", NOW)).toBeUndefined();
    expect(memory.recall("orders:1", "a", NOW)).toBeDefined();
    memory.keep("orders:1", "huge", "x".repeat(400), memory.epoch, NOW);
    expect(memory.recall("orders:1", "huge", NOW)).toBeUndefined();
  });

  it("answers nothing while untrusted, and starts empty when trusted again", () => {
    const memory = trusted();
    kept(memory, "orders:1", "a");
    memory.setTrusted(false);
    expect(memory.recall("orders:1", "a", NOW)).toBeUndefined();
    memory.keep("orders:1", "a", "x", memory.epoch, NOW);
    memory.setTrusted(true);
    expect(memory.recall("orders:1", "a", NOW)).toBeUndefined();
    expect(memory.size).toBe(0);
  });

  it("remembers the forgets of pages being read past its bound of scopes as a forget of everything", () => {
    const memory = trusted();
    const epoch = memory.epoch;
    for (let owner = 0; owner <= 10_000; owner++) memory.forget("orders", String(owner));
    memory.keep("orders:20000", "a", "stale", epoch, NOW);
    expect(memory.recall("orders:20000", "a", NOW)).toBeUndefined();
    kept(memory, "orders:20000", "a");
    expect(memory.recall("orders:20000", "a", NOW)).toBeDefined();
  });

  it("moves a topic's state on with each change of the whole topic, of everything, and of trust; not with one owner's", () => {
    const memory = trusted();
    const states = [memory.topicForgottenSince("quotes")];
    memory.forget("quotes");
    states.push(memory.topicForgottenSince("quotes"));
    memory.forget("orders", "1");
    memory.forget("quotes", "1");
    expect(memory.topicForgottenSince("quotes")).toBe(states[1]);
    memory.forget();
    states.push(memory.topicForgottenSince("quotes"));
    memory.setTrusted(true);
    states.push(memory.topicForgottenSince("quotes"));
    expect(new Set(states).size).toBe(4);
  });
});
