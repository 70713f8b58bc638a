// Times the npm peer `transaction-sms-parser` on the same SMS bodies `dhandha bench` parses.
// Usage: node peer_bench.mjs PEER_NODE_MODULES CORPUS.json
// CORPUS.json: {"name": {"bodies": [...], "rounds": N}, ...}. Prints one JSON object:
// {"version": "3.3.0", "corpora": {"name": {"sms": n, "cpu_s": s}}}; cpu_s is user+system CPU
// time of the parse loop alone, after every corpus has been parsed for a while (V8 compiles hot
// code on the fly, so the first rounds run slower than a long-lived process would).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [peerDir, corpusPath] = process.argv.slice(2);
const pkgDir = join(peerDir, "transaction-sms-parser");
const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
const entry = pkg.exports?.["."]?.import ?? pkg.module ?? pkg.main;
const { getTransactionInfo } = await import(pathToFileURL(join(pkgDir, entry)).href);
const corpora = JSON.parse(readFileSync(corpusPath, "utf8"));

let sink = 0; // keeps the results alive so no work is optimised away
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const out = {};
const WARM_S = 0.5;
for (const t = cpu(); cpu() - t < WARM_S;) {
  for (const { bodies } of Object.values(corpora)) {
    for (const b of bodies) sink += getTransactionInfo(b).transaction.amount ? 1 : 0;
  }
}
for (const [name, { bodies, rounds }] of Object.entries(corpora)) {
  const t0 = cpu();
  for (let r = 0; r < rounds; r++) {
    for (const b of bodies) sink += getTransactionInfo(b).transaction.amount ? 1 : 0;
  }
  out[name] = { sms: bodies.length * rounds, cpu_s: cpu() - t0 };
}
process.stdout.write(JSON.stringify({ version: pkg.version, corpora: out, sink }) + "\n");
