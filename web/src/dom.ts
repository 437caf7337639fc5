/**
 * Building the page's elements. Text goes in as text (textContent), never as markup: a puzzle's
 * title, id or error message is shown, not interpreted.
 */
type Attributes = Record<string, string | boolean | undefined>;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    e.setAttribute(name, value === true ? "" : value);
  }
  e.append(...children);
  return e;
}

/** The element with this id, which index.html has. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (!e) throw new Error(`index.html has no #${id}`);
  return e as T;
}
