// What `npm run playground` prints: the addresses of the served site, English first, Italian beside.
/** The lines printed for a site served at `url` (no trailing slash). */
export function siteLinks(url: string): string {
  const page = (file: string, lang: string): string => `${url}/playground/${file}?lang=${lang}`;
  return (
    `Burraco docs site: ${url}/index.html\n` +
    `Playground:        ${page("index.html", "en")}\n` +
    `Score pad:         ${page("scorepad.html", "en")}\n` +
    `In Italian:        ${page("index.html", "it")} · ${page("scorepad.html", "it")}\n` +
    "(PORT=<port> npm run playground serves on that port, default a free one; Ctrl-C to stop)\n"
  );
}

/** The port of `PORT` (default 0, a free one), or the message for a value that is not a port. */
export function readPort(text: string | undefined): number | string {
  if (text === undefined || text === "") return 0;
  const n = Number(text);
  return /^\d+$/.test(text) && n <= 65_535 ? n : `PORT must be a port number from 0 to 65535, got "${text}"`;
}
