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

/** The words of a question asked before something that cannot be undone. */
export interface Question {
  readonly title: string;
  readonly text: string;
  /** The button that goes ahead. */
  readonly yes: string;
  /** The button that keeps things as they are (it has the focus, and Escape presses it). */
  readonly no: string;
}

/**
 * Asks `question` in a modal `<dialog>` (one for the page, made on first use): `true` when the
 * person goes ahead. Focus starts on the answer that changes nothing; Escape gives that answer too;
 * Tab and Enter or Space choose by keyboard. The caller puts focus back where it belongs.
 */
export function ask(question: Question): Promise<boolean> {
  let dialog = document.getElementById("confirm") as HTMLDialogElement | null;
  if (dialog === null) {
    dialog = h("dialog", {
      id: "confirm",
      "aria-labelledby": "confirm-title",
      "aria-describedby": "confirm-text",
    }) as HTMLDialogElement;
    document.body.append(dialog);
  }
  const no = h("button", { type: "submit", value: "no", id: "confirm-no", autofocus: true }, question.no);
  const yes = h("button", { type: "submit", value: "yes", id: "confirm-yes", class: "danger" }, question.yes);
  dialog.replaceChildren(
    h("h2", { id: "confirm-title" }, question.title),
    h("p", { id: "confirm-text" }, question.text),
    h("form", { method: "dialog", class: "buttons" }, no, yes),
  );
  const shown = dialog;
  shown.returnValue = "";
  return new Promise((resolve) => {
    shown.addEventListener("close", () => resolve(shown.returnValue === "yes"), { once: true });
    shown.showModal();
    no.focus();
  });
}
