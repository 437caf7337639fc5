/**
 * The web app for the browser tests: built once (Vite's build API, into a temporary directory, so
 * that a test run leaves dist-web/ alone), served by a small static server on 127.0.0.1 (as any
 * static host would serve it: files and their types, nothing else), and opened in Debian's
 * Chromium (test/browser.ts). Every request that leaves the server is aborted and counted: the app
 * must need no network.
 */
import { createReadStream, existsSync, mkdtempSync, statSync } from "node:fs";
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

/** Builds and serves the site (with `fault`, the one whose ASP engine is deliberately broken). */
export async function openSite(options: { fault?: "flip-asp" } = {}): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), "strimko-web-"));
  await build({
    configFile: join(ROOT, "web/vite.config.ts"),
    logLevel: "error",
    plugins: options.fault ? [aspFault()] : [],
    build: { outDir: dir, emptyOutDir: true },
  });
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
