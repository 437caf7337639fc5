/**
 * Links that work (issue 17): every relative link of the documentation (README.md, docs/ at any
 * depth, and the READMEs of the top-level folders) must name a file of the repository, and a
 * `#anchor` must name a heading of the page it points into, by GitHub's rules for heading ids
 * (github-slugger: lower case, punctuation dropped, spaces to hyphens, `-1`, `-2` … on repeats).
 * A page moved or a heading renamed then fails here, naming the file and line of each link it broke.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, normalize, sep } from "node:path";
import GithubSlugger from "github-slugger";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers.js";
import { documents, proseLines } from "./documents.js";

interface Link {
  file: string;
  line: number;
  target: string;
}

/** The documentation pages, and the README.md of each top-level folder (asp/, bench/, puzzles/ …). */
function linkedDocuments(root: string): string[] {
  const folders = readdirSync(root)
    .filter((d) => !d.startsWith(".") && d !== "node_modules" && statSync(join(root, d)).isDirectory())
    .sort()
    .map((d) => join(d, "README.md"))
    .filter((f) => existsSync(join(root, f)));
  return [...documents(root), ...folders];
}

/** Inline code spans, whose brackets are text, not links (`` `[x](y)` ``). */
const CODE_SPAN = /(`+)(?:(?!\1)[\s\S])*?\1/g;

/** The links and images of a page: `[text](target)`, `![alt](target "title")`, `[x]: target`, and HTML `href`/`src`. */
function links(file: string, text: string): Link[] {
  const found: Link[] = [];
  proseLines(text).forEach((raw, k) => {
    const line = raw.replace(CODE_SPAN, (span) => " ".repeat(span.length));
    const add = (target: string) => found.push({ file, line: k + 1, target });
    for (const m of line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) add(m[1]!.replace(/^<|>$/g, ""));
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
    if (definition) add(definition[1]!.replace(/^<|>$/g, ""));
    for (const m of line.matchAll(/\b(?:href|src)\s*=\s*"([^"]*)"/g)) add(m[1]!);
  });
  return found;
}

/** The ids GitHub gives a page's headings (ATX headings outside code), in order, repeats numbered. */
function headingIds(text: string): Set<string> {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  for (const line of proseLines(text)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    // The id is made from the heading's text as shown: code spans keep their text, links their
    // words, emphasis and HTML tags go.
    const shown = heading[1]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/`+([^`]*)`+/g, "$1")
      .replace(/<[^>]+>/g, "")
      .replace(/(\*{1,3}|\b_{1,3})(\S(?:.*?\S)?)\1/g, "$2");
    ids.add(slugger.slug(shown));
  }
  return ids;
}

type Resolved = { file: string; anchor?: string } | { why: string } | "elsewhere";

/** Where a link leads: a file from the root (and an anchor), another site, or why it cannot lead anywhere. */
function resolve(link: Link): Resolved {
  const { target } = link;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) return "elsewhere"; // another site, mail
  const hash = target.indexOf("#");
  let path: string;
  let anchor: string | undefined;
  try {
    path = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
    anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
  } catch {
    return { why: "a malformed %-escape" };
  }
  if (path.startsWith("/")) return { why: "an absolute path: a clone elsewhere would not have it" };
  const file = path === "" ? link.file : normalize(join(dirname(link.file), path));
  if (file === ".." || file.startsWith(`..${sep}`)) return { why: "points outside the repository (a clone has nothing there)" };
  return anchor === undefined ? { file } : { file, anchor };
}

/** What is wrong with one link, or undefined when it works. */
function problem(root: string, link: Link, read: (file: string) => string): string | undefined {
  const to = resolve(link);
  if (to === "elsewhere") return undefined;
  if ("why" in to) return to.why;
  if (!existsSync(join(root, to.file))) return `no file ${to.file}`;
  if (to.anchor === undefined) return undefined;
  if (!to.file.endsWith(".md")) return `an anchor into ${to.file}, which is not a Markdown page`;
  if (!headingIds(read(to.file)).has(to.anchor)) return `no heading with id "${to.anchor}" in ${to.file}`;
  return undefined;
}

/** Every broken link of the documentation under root, as `file:line: target: why`. */
function brokenLinks(root: string): { checked: number; broken: string[] } {
  const cache = new Map<string, string>();
  const read = (file: string) => cache.get(file) ?? (cache.set(file, readFileSync(join(root, file), "utf8")), cache.get(file)!);
  const all = linkedDocuments(root).flatMap((file) => links(file, read(file)));
  const broken = all.flatMap((link) => {
    const why = problem(root, link, read);
    return why === undefined ? [] : [`${link.file}:${link.line}: ${link.target}: ${why}`];
  });
  return { checked: all.length, broken };
}

describe("links of the documentation", () => {
  it("all lead to a file of the repository and, with an anchor, to a heading there", () => {
    const { checked, broken } = brokenLinks(ROOT);
    expect(broken).toEqual([]);
    // The README links every docs/ page: a reader that found no links would pass vacuously.
    expect(checked).toBeGreaterThan(20);
  });

  it("reaches every page under docs/ from the README, directly or through other pages", () => {
    const pages = documents(ROOT);
    const reached = new Set(["README.md"]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const page of [...reached]) {
        for (const link of links(page, readFileSync(join(ROOT, page), "utf8"))) {
          const to = resolve(link);
          if (typeof to === "object" && "file" in to && pages.includes(to.file) && !reached.has(to.file)) reached.add(to.file), (grew = true);
        }
      }
    }
    expect(pages.filter((p) => !reached.has(p))).toEqual([]);
  });
});

// The checker on made-up pages: one that let broken links through would pass the test above on
// any documentation.
describe("the link checker", () => {
  const made = (pages: Record<string, string>): string => {
    const root = mkdtempSync(join(tmpdir(), "strimko-links-"));
    for (const [file, text] of Object.entries(pages)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    return root;
  };
  const check = (pages: Record<string, string>) => {
    const root = made(pages);
    try {
      return brokenLinks(root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };

  it("accepts links to files, folders, headings by GitHub's ids, and other sites", () => {
    const result = check({
      "README.md": [
        "# strimko",
        "See [the commands](docs/commands.md#pictures-strimko-render), [exit codes](docs/commands.md#exit-codes-1),",
        '[a folder](docs/), [here](#strimko), ![a picture](docs/a.png "title") and [a site](https://example.org/x#y).',
        "[ref]: docs/commands.md#options-inputs-and-outputs",
      ].join("\n"),
      "docs/commands.md": "# The commands\n## Options, inputs and outputs\n## Exit codes\n## Exit codes\n## Pictures: `strimko render`\n",
      "docs/a.png": "",
      "docs/assignment/q1.md": "# Question 1\nBack to [the commands](../commands.md#the-commands) and [**Question 1**](#question-1).\n",
    });
    expect(result.broken).toEqual([]);
    expect(result.checked).toBe(9);
  });

  it("reports a missing file, a missing heading, a path outside the repository, each at its line", () => {
    const result = check({
      "README.md": "# strimko\n\n[gone](docs/gone.md) and [a heading](docs/p.md#nowhere)\n[up](../shared/DESIGN.md) [self](#strimko-1)\n",
      "docs/p.md": "# P\n",
      "docs/deep/q.md": "# Q\n![picture](web-app.png)\n[odd](p%zz.md)\n",
    });
    expect(result.broken).toEqual([
      "README.md:3: docs/gone.md: no file docs/gone.md",
      'README.md:3: docs/p.md#nowhere: no heading with id "nowhere" in docs/p.md',
      "README.md:4: ../shared/DESIGN.md: points outside the repository (a clone has nothing there)",
      'README.md:4: #strimko-1: no heading with id "strimko-1" in README.md',
      `docs/deep/q.md:2: web-app.png: no file ${join("docs", "deep", "web-app.png")}`,
      "docs/deep/q.md:3: p%zz.md: a malformed %-escape",
    ]);
  });

  it("ignores links in code blocks, code spans and HTML comments", () => {
    const result = check({
      "README.md": "# strimko\n```md\n[x](gone.md)\n```\n`[y](gone.md)` <!-- [z](gone.md) -->\n  ~~~\n  [w](gone.md)\n  ~~~\n",
    });
    expect(result).toEqual({ checked: 0, broken: [] });
  });
});
