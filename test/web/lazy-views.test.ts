/**
 * A view whose code loads when its tab is first picked (web/src/lazy-view.ts): on a slow machine or
 * connection its panel was blank for a moment, and a chunk that failed to load (the server gone)
 * left a bare message with no way back. Now the panel says it is loading, and a failure says so with
 * a button that tries again. The chunk's request is held (or refused) by the test, so nothing here
 * depends on how fast the machine is.
 */
import type { Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSkipReason } from "../browser.js";
import { newPage, useSite } from "./site.js";

/** The text the panel shown reads, as a user sees it (hidden controls excluded). */
const panelText = `(() => document.querySelector("#views [role=tabpanel]:not([hidden])").innerText.trim())()`;

describe.skipIf(browserSkipReason)("a view whose code is still loading, or failed to load", () => {
  const site = useSite();

  it.each([
    ["Step through", "stepper-view", "Next"],
    ["Play", "play-view", "Pencil marks"],
  ])(
    "%s: says it is loading (never a blank panel), then shows its controls",
    async (tab, chunk, control) => {
      const { page, errors } = await newPage(site);
      let release: () => void = () => undefined;
      const held = new Promise<void>((ok) => (release = ok));
      await page.route(`**/assets/${chunk}-*.js`, async (route: Route) => {
        await held;
        await route.continue();
      });
      await page.goto(site.url);
      await page.getByRole("tab", { name: tab }).click();
      await page.waitForSelector("#views [role=tabpanel]:not([hidden])[aria-busy]");
      expect(await page.evaluate(panelText)).toBe(`Loading ${tab}…`);
      // The controls in index.html (Play's) wait out of sight: nothing to press that does not listen yet.
      expect(await page.getByRole("button", { name: control }).count()).toBe(0);
      release();
      await page.getByRole("button", { name: control, exact: true }).waitFor();
      expect(await page.evaluate(panelText)).not.toContain("Loading");
      expect(await page.$("#views [role=tabpanel]:not([hidden])[aria-busy]")).toBeNull();
      expect(errors).toEqual([]);
      await page.close();
    },
    120_000,
  );

  it("a view whose code does not load says so, and Try again loads it once the site answers", async () => {
    const { page } = await newPage(site);
    let refuse = true;
    await page.route("**/assets/stepper-view-*.js", (route: Route) => (refuse ? route.abort("connectionrefused") : route.continue()));
    await page.goto(site.url);
    await page.getByRole("tab", { name: "Step through" }).click();
    const alert = page.locator("#view-steps [role=alert]");
    await alert.waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: the text as the page shows it, not as the DOM holds it
    expect(await alert.innerText()).toMatch(/^Step through did not load \(.+\)\. Is the site still there\? Try again, or reload the page\.$/s);
    refuse = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("button", { name: "Next", exact: true }).waitFor();
    expect(await page.locator("#view-steps [role=alert]").count()).toBe(0);
    await page.close();
  }, 120_000);

  it("Try again from the keyboard leaves the keys' focus on the view's tab, not lost to the page", async () => {
    const { page } = await newPage(site);
    let refuse = true;
    await page.route("**/assets/stepper-view-*.js", (route: Route) => (refuse ? route.abort("connectionrefused") : route.continue()));
    await page.goto(site.url);
    await page.getByRole("tab", { name: "Step through" }).click();
    await page.locator("#view-steps [role=alert]").waitFor();
    refuse = false;
    await page.getByRole("button", { name: "Try again" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Next", exact: true }).waitFor();
    // The button pressed went with the notice: the focus goes to the tab of the view it loaded.
    expect(await page.evaluate(`document.activeElement.id`)).toBe("tab-steps");
    await page.close();
  }, 120_000);
});
