/**
 * The views of the open puzzle, one tab each: Solve now; the stepper, play and design views (whose
 * state lives in web/state/) plug in here as more panels in index.html's #views, each a
 * `role="tabpanel"` with `data-view` and `data-label`. Tabs follow the ARIA tabs pattern: arrows move
 * between them, one tab in the Tab order.
 */
import { byId, el } from "./dom.js";

/** `picked`: told when the user picks a tab (not when the page shows the first one). */
export function setUpTabs(picked: (panel: HTMLElement) => void = () => undefined): void {
  const tablist = byId("tabs");
  const panels = [...document.querySelectorAll<HTMLElement>("#views [role=tabpanel]")];
  const tabs = panels.map((panel) =>
    el("button", { type: "button", role: "tab", id: `tab-${panel.dataset.view}`, "aria-controls": panel.id }, panel.dataset.label ?? ""),
  );
  const select = (k: number) => {
    tabs.forEach((tab, i) => {
      tab.setAttribute("aria-selected", String(i === k));
      tab.tabIndex = i === k ? 0 : -1;
      panels[i].hidden = i !== k;
    });
    // The view shown hears it (a view that draws on the board draws its own state then).
    panels[k].dispatchEvent(new Event("shown"));
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener("click", () => {
      select(i);
      picked(panels[i]);
    });
    tab.addEventListener("keydown", (e) => {
      const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
      if (!step) return;
      const k = (i + step + tabs.length) % tabs.length;
      select(k);
      tabs[k].focus();
      picked(panels[k]);
    });
  });
  tablist.replaceChildren(...tabs);
  select(0);
}
