// A TypeDoc plugin for the docs site: links to the playground are written site-absolute
// ("/playground/index.html") in the guides and "playground/index.html" in the header, which TypeDoc
// leaves as they are; this turns them into paths relative to each page, so the site works from any
// folder and from file://. The playground itself is copied in by scripts/build-playground.mjs.
import { PageEvent } from "typedoc";

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.renderer.on(PageEvent.END, (page) => {
    if (page.contents === undefined) return;
    const up = "../".repeat(page.url.split("/").length - 1);
    page.contents = page.contents.replace(/href="\/?playground\//g, `href="${up}playground/`);
  });
}
