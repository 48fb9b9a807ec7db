/**
 * Scrolling the table (`#scroller`, the part of the page above the dock) so that what a move asks
 * you to choose is in view: the playground's and the online page's.
 */

/**
 * Scrolls the table (`#scroller`) so that the boxes of `els` are in it, the first at least: the
 * melds to choose from when attaching, above the dock.
 */
export function bringIntoView(els: readonly Element[]): void {
  const scroller = document.getElementById("scroller");
  if (scroller === null || els.length === 0) return;
  const box = scroller.getBoundingClientRect();
  const rects = els.map((el) => el.getBoundingClientRect());
  const top = Math.min(...rects.map((r) => r.top));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  if (top >= box.top && bottom <= box.bottom) return;
  const by = bottom - top <= box.height && top >= box.top ? bottom - box.bottom + 6 : top - box.top - 6;
  scroller.scrollTop += by;
}
