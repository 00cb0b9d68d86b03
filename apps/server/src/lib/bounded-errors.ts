// An error list must never grow with its input. A header padded with a megabyte of
// spaces, echoed by each of a thousand row errors, once made a 1 GB response and killed the
// server. Whatever an error repeats from a file is clipped, and the whole list has a budget.

/** Characters of a user's text (a header, a cell) an error may repeat. */
export const ECHO_MAX_CHARS = 64;
/** Errors listed in one answer; the rest are only counted. */
export const MAX_LISTED_ERRORS = 1000;
/** Rough serialized size of the listed errors, in characters. */
export const MAX_LISTED_ERROR_CHARS = 256 * 1024;

/** Runs of white space folded to one space, then cut to `max` characters with an ellipsis. */
export function clipEcho(text: string, max = ECHO_MAX_CHARS): string {
  // fold only what could be echoed: a huge input is cut before the regular expression runs
  const folded = text
    .slice(0, max * 4)
    .replace(/\s+/g, " ")
    .trim();
  return folded.length <= max && text.length <= max * 4 ? folded : `${folded.slice(0, max - 1)}…`;
}

/** Counts every error; keeps the first ones while both the count and the size budget allow. */
export class BoundedErrorList<E extends object> {
  readonly listed: E[] = [];
  count = 0;
  private chars = 0;

  add(error: E): void {
    this.count += 1;
    if (this.listed.length >= MAX_LISTED_ERRORS) return;
    const size = JSON.stringify(error).length;
    if (this.chars + size > MAX_LISTED_ERROR_CHARS) return;
    this.chars += size;
    this.listed.push(error);
  }
}
