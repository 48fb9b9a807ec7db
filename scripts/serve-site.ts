// `npm run playground`: serves the built docs site on 127.0.0.1 and prints the playground's address.
// Stop it with Ctrl-C.
import { fileURLToPath } from "node:url";
import { serveStatic } from "./staticServer.js";

const site = fileURLToPath(new URL("../docs-site", import.meta.url));
const port = Number(process.env.PORT ?? 0);
const server = await serveStatic(site, port);
process.stdout.write(
  `Burraco docs site: ${server.url}/index.html\n` +
    `Playground:        ${server.url}/playground/index.html?lang=it\n` +
    `Score pad:         ${server.url}/playground/scorepad.html?lang=it\n` +
    "(Ctrl-C to stop)\n",
);
