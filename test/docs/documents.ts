/** Which Markdown files the documentation tests read (issue 17), and how they skip code. */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * The documentation: README.md and every Markdown page under docs/, at any depth (a folder added
 * there, such as docs/assignment/, is read without a change here), as paths from the root, in
 * name order.
 */
export function documents(root: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".md")) pages.push(relative(root, full));
    }
  };
  if (existsSync(join(root, "docs"))) walk(join(root, "docs"));
  return ["README.md", ...pages];
}

/**
 * The lines of a Markdown text with what is not prose blanked out (so line numbers stay): fenced
 * code blocks (``` or ~~~, indented or not) and HTML comments.
 */
export function proseLines(text: string): string[] {
  let fence: string | undefined;
  let comment = false;
  return text.split("\n").map((line) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence !== undefined) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && line.trim() === open[1]) fence = undefined;
      return "";
    }
    if (open && !comment) {
      fence = open[1]!;
      return "";
    }
    let out = "";
    let rest = line;
    while (rest !== "") {
      if (comment) {
        const end = rest.indexOf("-->");
        if (end < 0) return out;
        comment = false;
        rest = rest.slice(end + 3);
      } else {
        const start = rest.indexOf("<!--");
        if (start < 0) return out + rest;
        out += rest.slice(0, start);
        comment = true;
        rest = rest.slice(start + 4);
      }
    }
    return out;
  });
}
