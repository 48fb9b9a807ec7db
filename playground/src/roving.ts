/**
 * The hand is one tab stop (a roving tabindex), the playground's and the online page's: the arrow
 * keys, Home and End move between its cards (`#hand [data-card]`), and `moved` is told the card
 * that holds the keyboard now, so that the next drawing keeps it. Shift with the left or right arrow
 * tells `shifted` (the playground moves that card a place in your order).
 */
export function rovingHand(
  root: HTMLElement,
  moved: (card: number) => void,
  shifted?: (card: number, by: -1 | 1) => void,
): void {
  root.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement;
    if (target.dataset.card === undefined || target.closest("#hand") === null) return;
    const cards = [...root.querySelectorAll<HTMLElement>("#hand [data-card]")];
    const at = cards.indexOf(target);
    const moves: Record<string, number> = {
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      Home: 0,
      End: cards.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    // Without `shifted` (the online page), Shift with an arrow moves the keyboard as an arrow does.
    if (event.shiftKey && shifted !== undefined) {
      if (event.key.startsWith("Arrow")) shifted(Number(target.dataset.card), to > at ? 1 : -1);
      return;
    }
    const next = cards[Math.max(0, Math.min(cards.length - 1, to))];
    if (next === undefined || next === target) return;
    target.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
    next.scrollIntoView({ block: "nearest" });
    moved(Number(next.dataset.card));
  });
}
