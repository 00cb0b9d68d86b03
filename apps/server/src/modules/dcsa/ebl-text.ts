// Portal text as the eBL standard takes it: no empty or padded strings, descriptions and marks in
// lines of at most 35 characters (a long line is split at a space when it can be), lists cut to
// the standard's item limits, each field cut to its maxLength.

/** `value` trimmed and cut to `max` characters; undefined when nothing is left (the property is omitted). */
export function field(value: string | null | undefined, max: number): string | undefined {
  const text = (value ?? "").replace(/\s+/g, " ").trim().slice(0, max).trim();
  return text === "" ? undefined : text;
}

/** One line split into pieces of at most `width` characters, at the last space before the limit when there is one. */
function splitLine(line: string, width: number): string[] {
  const pieces: string[] = [];
  let rest = line.replace(/\s+/g, " ").trim();
  while (rest.length > width) {
    const space = rest.lastIndexOf(" ", width);
    const at = space > 0 ? space : width;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** A text as lines of at most `width` characters, at most `maxLines` of them (none: []). */
export function linesOf(text: string | null | undefined, maxLines: number, width = 35): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .flatMap((line) => splitLine(line, width))
    .slice(0, maxLines);
}

/** The properties whose value is undefined removed (the standard allows no nulls; absent stays absent). */
export function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;
}

/** eBL's Feedback: what the provider says about a document (a problem, a value it stood in for). */
export type Feedback = {
  severity: "INFO" | "WARN" | "ERROR";
  code: string;
  message: string;
  jsonPath?: string;
  property?: string;
};
