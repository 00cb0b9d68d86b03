import { StringDecoder } from "node:string_decoder";

// Just enough XML for SpreadsheetML, read with regular expressions over a stream (ECMA-376;
// element names may carry a namespace prefix).

const attributePatterns = new Map<string, RegExp>();
/** An attribute's raw value in a start tag (or in the attribute text after the element name). */
export function attr(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name}="([^"]*)"`);
    attributePatterns.set(name, pattern);
  }
  return pattern.exec(tag)?.[1];
}

/** Calls `onElement` for each complete element `pattern` matches while the XML streams in. */
export async function forEachElement(
  chunks: AsyncIterable<Buffer>,
  pattern: RegExp,
  start: RegExp,
  onElement: (match: RegExpExecArray) => void,
) {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  const drain = () => {
    pattern.lastIndex = 0;
    let end = 0;
    for (let m = pattern.exec(pending); m; m = pattern.exec(pending)) {
      onElement(m);
      end = pattern.lastIndex;
    }
    // keep only what may begin the next element
    const rest = pending.slice(end);
    const next = rest.search(start);
    pending = next >= 0 ? rest.slice(next) : rest.slice(-16);
  };
  for await (const chunk of chunks) {
    pending += decoder.write(chunk);
    drain();
  }
  pending += decoder.end();
  drain();
}

const XML_ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));|_x([0-9A-Fa-f]{4})_/g;
const NAMED = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" } as Record<string, string>;

/**
 * A copy of `text` that does not pin the string it was cut from: V8 keeps a long slice as a view of
 * its parent, and every cell would otherwise hold on to the 256 KB chunk of XML it came from.
 */
const unpinned = (text: string) => (text.length < 13 ? text : ` ${text}`.slice(1));

/** XML entities, and OOXML's _xHHHH_ escapes (a line break in Excel is _x000D_ + LF). */
export function decodeXml(text: string): string {
  if (!text.includes("&") && !text.includes("_x")) return unpinned(text);
  return text.replace(XML_ENTITY, (_all, named, dec, hex, ooxml) =>
    named ? NAMED[named] : String.fromCodePoint(Number.parseInt(dec ?? hex ?? ooxml, dec ? 10 : 16)),
  );
}

/** A string item: its <t> runs joined, the phonetic guides (<rPh>) left out. */
export function richText(xml: string): string {
  const runs = xml.includes("<rPh") || xml.includes(":rPh") ? xml.replace(/<((?:\w+:)?)rPh\b[\s\S]*?<\/\1rPh>/g, "") : xml;
  let text = "";
  for (const m of runs.matchAll(/<((?:\w+:)?)t(?:\s[^>]*)?>([\s\S]*?)<\/\1t>/g)) text += m[2];
  return decodeXml(text);
}
