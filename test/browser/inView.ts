/**
 * What a person sees of the table, measured in the page (the browser tests of issue 36): whether
 * elements lie whole inside the window, outside the dock, inside every box that scrolls them, and
 * are what is drawn at their own middle.
 */
import type { Page } from "playwright-core";

// biome-ignore lint/suspicious/noExplicitAny: the page's DOM, untyped on the Node side
type Dom = any;
declare const window: Dom;
declare const document: Dom;

/** A selector to check: its `last` matches only, when given, and at least `min` of them. */
export interface Wanted {
  readonly sel: string;
  readonly last?: number;
  readonly min: number;
}

/**
 * What of `selectors` a person cannot see whole: each element matched must have a box inside the
 * window, outside the dock's box, inside every ancestor that clips (overflow not visible), and be
 * the element drawn at its own middle (or hold it). `last` keeps only the last matches of a
 * selector (`#moves li`: the newest moves). Returns the problems, and how many elements passed.
 */
export function unseen(
  page: Page,
  selectors: readonly Wanted[],
): Promise<{ problems: string[]; counts: Record<string, number> }> {
  return page.evaluate((wanted: readonly Wanted[]) => {
    const dockBox = document.querySelector("#dock");
    const dock = dockBox.getBoundingClientRect();
    const problems: string[] = [];
    const counts: Record<string, number> = {};
    for (const { sel, last, min } of wanted) {
      const all = [...document.querySelectorAll(sel)];
      const els = last === undefined ? all : all.slice(-last);
      counts[sel] = els.length;
      if (els.length < min) problems.push(`${sel}: ${els.length} found, ${min} wanted`);
      els.forEach((el: Dom, i: number) => {
        const what = `${sel} #${i} "${String(el.textContent).trim().slice(0, 30)}"`;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) {
          problems.push(`${what}: not drawn`);
          return;
        }
        if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth)
          problems.push(`${what}: outside the window (${Math.round(r.top)}–${Math.round(r.bottom)})`);
        const overDock = r.left < dock.right && r.right > dock.left && r.top < dock.bottom && r.bottom > dock.top;
        if (overDock && !dockBox.contains(el))
          problems.push(`${what}: under the dock (${Math.round(r.bottom)} > ${Math.round(dock.top)})`);
        for (let a = el.parentElement; a !== null; a = a.parentElement) {
          const style = window.getComputedStyle(a);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          const c = a.getBoundingClientRect();
          if (r.top < c.top - 1 || r.bottom > c.bottom + 1 || r.left < c.left - 1 || r.right > c.right + 1) {
            problems.push(`${what}: cut off by ${a.id || a.tagName}`);
            break;
          }
        }
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (hit === null || !(hit === el || el.contains(hit)))
          problems.push(`${what}: covered by ${hit?.id || hit?.className || hit?.tagName}`);
      });
    }
    return { problems, counts };
  }, selectors);
}

/**
 * The table a turn starts with: the others' melds, every seat's card count (yours is your hand's
 * title), the last three moves; and the dock's hand and buttons.
 */
export const TURN_START = [
  { sel: "#their-melds .meld", min: 0 },
  { sel: "#seats .seat .count", min: 3 },
  { sel: "#hand-title", min: 1 },
  { sel: "#moves li", last: 3, min: 3 },
  // And the dock whole in the window: your hand's cards and the move's buttons, none scrolled away.
  { sel: "#hand .cards", min: 1 },
  { sel: "#actions button", min: 3 },
] as const;
