/**
 * A tiny element builder: text goes in as text nodes, never as HTML.
 */

/** What an element can hold. */
export type Child = Node | string | number | null | undefined | false;

/** Attribute values: `false` and `undefined` leave the attribute out, `true` sets it empty. */
export type Attrs = Readonly<Record<string, string | number | boolean | undefined>>;

/** Builds an element with attributes and children. */
export function h(tag: string, attrs: Attrs = {}, ...children: readonly Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === "number" ? String(child) : child);
  }
  return el;
}
