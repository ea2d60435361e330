// A stand-in for the eight public MTR systems the integrations board probes (e2e only): each answers at
// `/<SYSTEM>` with 200 while "up" and 503 while "error"; `POST /control/<SYSTEM>/<up|error>` switches one.
import { createServer } from "node:http";

export async function startSystemsStandIn({ port }) {
  const states = new Map();
  const server = createServer((request, response) => {
    // One connection per request. Kept alive, a connection idle for Node's 5 s keepAliveTimeout is closed
    // by this server just as a client may send its next request on it: the board journey's
    // `POST /control/SINIR/up`, 6 s after the previous one on a loaded machine, got ECONNRESET.
    response.setHeader("connection", "close");
    const [, first, system, state] = (request.url ?? "/").split("/");
    if (request.method === "POST" && first === "control" && (state === "up" || state === "error")) {
      states.set(system, state);
      response.writeHead(204).end();
      return;
    }
    response.writeHead(states.get(first) === "error" ? 503 : 200).end();
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
