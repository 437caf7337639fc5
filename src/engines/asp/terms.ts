/**
 * A parser for clingo's printed terms (what `#show` puts in an answer set):
 *
 *   term   ::= number | string | name [ "(" terms ")" ] | "(" terms ")" | "#inf" | "#sup"
 *   number ::= ["-"] digits
 *   string ::= '"' characters with \\ \" \n escapes '"'
 *
 * Decoding works on these trees, never on slices of the text, so a string
 * argument holding commas or parentheses cannot confuse it.
 */

export type Term =
  | { type: "number"; value: number }
  | { type: "string"; value: string }
  | { type: "function"; name: string; args: Term[] }
  | { type: "tuple"; args: Term[] }
  | { type: "infimum" }
  | { type: "supremum" };

export class TermSyntaxError extends Error {}

export function parseTerm(text: string): Term {
  let i = 0;
  const fail = (expected: string): never => {
    throw new TermSyntaxError(`expected ${expected} at offset ${i} of ${JSON.stringify(text)}`);
  };
  const skip = () => {
    while (i < text.length && text[i] === " ") i++;
  };
  const args = (close: string): Term[] => {
    const out: Term[] = [];
    skip();
    if (text[i] === close) {
      i++;
      return out;
    }
    for (;;) {
      out.push(term());
      skip();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === close) {
        i++;
        return out;
      }
      fail(`"," or "${close}"`);
    }
  };
  const term = (): Term => {
    skip();
    const ch = text[i];
    if (ch === undefined) return fail("a term");
    if (ch === "-" || (ch >= "0" && ch <= "9")) {
      const m = /^-?[0-9]+/.exec(text.slice(i));
      if (!m) return fail("a number");
      i += m[0].length;
      return { type: "number", value: Number(m[0]) };
    }
    if (ch === '"') {
      i++;
      let value = "";
      for (;;) {
        const c = text[i++];
        if (c === undefined) return fail('a closing "');
        if (c === '"') break;
        if (c === "\\") {
          const e = text[i++];
          value += e === "n" ? "\n" : e === "t" ? "\t" : (e ?? "");
        } else value += c;
      }
      return { type: "string", value };
    }
    if (ch === "(") {
      i++;
      return { type: "tuple", args: args(")") };
    }
    if (text.startsWith("#inf", i)) {
      i += 4;
      return { type: "infimum" };
    }
    if (text.startsWith("#sup", i)) {
      i += 4;
      return { type: "supremum" };
    }
    const m = /^_*[a-z][A-Za-z0-9_']*/.exec(text.slice(i));
    if (!m) return fail("a term");
    i += m[0].length;
    if (text[i] === "(") {
      i++;
      return { type: "function", name: m[0], args: args(")") };
    }
    return { type: "function", name: m[0], args: [] };
  };
  const t = term();
  skip();
  if (i !== text.length) fail("the end of the term");
  return t;
}
