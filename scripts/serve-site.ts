// `npm run playground`: serves the built docs site on 127.0.0.1 and prints the playground's address,
// in English and in Italian. `PORT` chooses the port (default: a free one). Stop it with Ctrl-C.
import { fileURLToPath } from "node:url";
import { readPort, siteLinks } from "./siteLinks.js";
import { serveStatic } from "./staticServer.js";

const port = readPort(process.env.PORT);
if (typeof port === "string") {
  process.stderr.write(`npm run playground: ${port}\n`);
  process.exit(2);
}
const site = fileURLToPath(new URL("../docs-site", import.meta.url));
const server = await serveStatic(site, port);
process.stdout.write(siteLinks(server.url));
