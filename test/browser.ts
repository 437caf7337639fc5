// A real headless Chromium for the tests that look at generated pages (the
// compare report, the explain stepper). Debian's `chromium` is used through
// playwright-core, which drives an installed browser and downloads nothing.
// Without a browser those tests skip, and say why (see `browserSkipReason`).
import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].filter(
  (p): p is string => typeof p === "string" && p.length > 0,
);

export const chromiumPath: string | undefined = CANDIDATES.find((p) => existsSync(p));

export const browserSkipReason = chromiumPath ? undefined : "no Chromium found (install Debian's `chromium`, or set CHROMIUM_PATH); .ci/run installs it";

/** Opens a page, hands it to `use`, and always closes the browser. */
export async function withPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
  if (!chromiumPath) throw new Error(browserSkipReason);
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath,
    // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    // A self-contained page must not fetch anything: fail loudly if it tries.
    await page.route("**/*", (route) =>
      route.request().url().startsWith("file:") || route.request().url().startsWith("data:") ? route.continue() : route.abort(),
    );
    return await use(page);
  } finally {
    await browser.close();
  }
}
