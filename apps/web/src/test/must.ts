/**
 * The value a test expects to be there (a mock's call, an element): a test that finds none fails
 * here, naming what was missing, instead of on an undefined further on.
 */
export function must<T>(value: T | null | undefined, what = "the expected value"): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}
