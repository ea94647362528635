// Issue 24: `npm start` listens where HOSTNAME says. The browser tests' server is started with the same
// arguments as `npm start` (scripts/next-start.mjs) and HOSTNAME=127.0.0.1: it must answer on loopback only —
// its listening socket is bound to 127.0.0.1, and a connection to the machine's other addresses is refused.
import { readFileSync } from "node:fs";
import net from "node:net";
import { networkInterfaces } from "node:os";
import { expect, test } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3217);

/** Local addresses of the sockets listening on `port` (IPv4 and IPv6), from the kernel's own tables. */
function listeningAddresses(): string[] {
  const out: string[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").trim().split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      const [hex, portHex] = local!.split(":");
      if (state !== "0A" || Number.parseInt(portHex!, 16) !== port) continue; // 0A: LISTEN
      out.push(
        hex!.length === 8
          ? hex!
              .match(/../g)!
              .reverse()
              .map((b) => Number.parseInt(b, 16))
              .join(".")
          : hex === "0".repeat(32)
            ? "::"
            : hex!,
      );
    }
  }
  return out;
}

function connects(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 3000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

test("with HOSTNAME=127.0.0.1 the server listens on loopback only", async ({ request }) => {
  expect((await request.get("/api/health")).ok()).toBe(true);
  expect(listeningAddresses()).toEqual(["127.0.0.1"]);
  const others = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === "IPv4")
    .map((a) => a!.address);
  for (const address of others)
    expect({ address, connects: await connects(address) }).toEqual({ address, connects: false });
  expect(await connects("127.0.0.1")).toBe(true);
});
