/**
 * The web app for the browser tests: built once (Vite's build API, into a temporary directory, so
 * that a test run leaves dist-web/ alone; one build for every test file, see builtSite), served by a small static server on 127.0.0.1 (as any
 * static host would serve it: files and their types, nothing else), and opened in Debian's
 * Chromium (test/browser.ts). Every request that leaves the server is aborted and counted: the app
 * must need no network.
 */
import { createHash } from "node:crypto";
import { createReadStream, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { build, type Plugin } from "vite";
import { afterAll, beforeAll, expect } from "vitest";
import { chromiumPath } from "../browser.js";
import { ROOT } from "../helpers.js";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".png": "image/png",
};

export interface Site {
  url: string;
  browser: Browser;
  /** Requests the pages made to anywhere but the site. */
  outside: string[];
  close(): Promise<void>;
}

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` })));
}

/** For a site whose ASP engine has the CLI's "flip-asp" test fault (test/web/faulty-asp.ts). */
function aspFault(): Plugin {
  return {
    name: "strimko-test-asp-fault",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../../src/engines/asp-engine.js" && importer?.endsWith("web/src/engines.ts")) return join(ROOT, "test/web/faulty-asp.ts");
      return undefined;
    },
  };
}

/** What the site is built from: a build made of the same files is the same site. */
const SITE_INPUTS = ["web", "src", "asp", "templates", "test/web/faulty-asp.ts", "package-lock.json"];

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((f) => filesUnder(join(path, f)));
}

/** A digest of every file the site is built from (names and contents), and of the fault. */
function inputsDigest(fault: string | undefined): string {
  const hash = createHash("sha256").update(`fault:${fault ?? ""}\n`);
  for (const file of SITE_INPUTS.flatMap(filesUnder)) hash.update(`${file}\n`).update(readFileSync(join(ROOT, file)));
  return hash.digest("hex").slice(0, 24);
}

/**
 * The built site, made once for all the test files of a run (and of later runs, while nothing it is
 * built from changes): each of some twenty describe blocks used to build its own, about 4 s each.
 * Keyed by a digest of its inputs, in the temporary directory; a build goes to a directory of its
 * own and is renamed into place, so two test workers building at once each end with a whole site.
 */
async function builtSite(fault: "flip-asp" | undefined): Promise<string> {
  const dir = join(tmpdir(), `strimko-web-${inputsDigest(fault)}`);
  if (existsSync(join(dir, "index.html"))) return dir;
  const scratch = mkdtempSync(join(tmpdir(), "strimko-web-build-"));
  await build({
    configFile: join(ROOT, "web/vite.config.ts"),
    logLevel: "error",
    plugins: fault ? [aspFault()] : [],
    build: { outDir: scratch, emptyOutDir: true },
  });
  try {
    renameSync(scratch, dir);
  } catch (e) {
    // Another worker put the same build in place first.
    rmSync(scratch, { recursive: true, force: true });
    if (!existsSync(join(dir, "index.html"))) throw e;
  }
  return dir;
}

/** Builds (once: builtSite) and serves the site (with `fault`, the one whose ASP engine is deliberately broken). */
export async function openSite(options: { fault?: "flip-asp" } = {}): Promise<Site> {
  const dir = await builtSite(options.fault);
  const { server, url } = await serve(dir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
  const outside: string[] = [];
  return {
    url,
    browser,
    outside,
    async close() {
      await browser.close();
      await new Promise((ok) => server.close(ok));
    },
  };
}

/**
 * The site for the tests of a describe block: built and served before them (openSite), closed
 * after them, and then no page of theirs may have asked for anything outside the site. Read its
 * fields inside the tests (the site is opened in beforeAll).
 */
export function useSite(options: { fault?: "flip-asp" } = {}): Site {
  let site: Site | undefined;
  const opened = (): Site => {
    if (!site) throw new Error("the site is opened in beforeAll: use it inside a test");
    return site;
  };
  beforeAll(async () => {
    site = await openSite(options);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    expect(site?.outside ?? []).toEqual([]);
  });
  return {
    get url() {
      return opened().url;
    },
    get browser() {
      return opened().browser;
    },
    get outside() {
      return opened().outside;
    },
    close: () => opened().close(),
  };
}

/** A new page on the site, its errors collected; requests elsewhere are aborted and noted. */
export async function newPage(site: Site, viewport = { width: 1200, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(site.url) || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    site.outside.push(url);
    return route.abort();
  });
  return { page, errors };
}

/** The values the page's ARIA grid shows, row by row (0 = empty). */
export async function gridOf(page: Page): Promise<number[][]> {
  const rows = await page.$$eval("[role=grid] [role=row]", (rs) =>
    rs.map((r) => Array.from(r.querySelectorAll("[role=gridcell]") as ArrayLike<{ textContent: string | null }>, (c) => c.textContent ?? "")),
  );
  return rows.map((row) => row.map((v) => (v === "" ? 0 : Number(v))));
}

/** Opens the Design view and makes a new empty design of this size, waiting for its first analysis
 * (a 64x64's takes long on a busy machine). */
export async function newDesign(page: Page, size: number): Promise<void> {
  await page.getByRole("tab", { name: "Design" }).click();
  await page.waitForSelector("#view-design:not([aria-busy])");
  await page.selectOption("#design-size", String(size));
  await page.getByRole("button", { name: "New empty design" }).click();
  await page.waitForSelector(`[role=grid][aria-rowcount="${size}"]`);
  await page.waitForSelector("#design-analysis[data-status]", { timeout: 90_000 });
}
