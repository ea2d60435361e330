// `pnpm bench` (or `node scripts/bench-providers.mjs`): the providers list endpoint with 100,000 providers
// in PostgreSQL (then VACUUM ANALYZE). Requests per second and p99 latency at 32 concurrent connections
// (keep-alive, one request at a time on each, after a 1 s warm-up) for page 1, a deep page and a search,
// each run 3 times (min and median), beside pgbench (32 connections, as long) running the very statements
// the kit builds (read from the server's own code), printed as a ratio with the issue's targets. Prints
// figures only; never fails on them (a missing PostgreSQL or pgbench is reported).
//
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a temporary schema is created there
// and dropped at the end. BENCH_PROVIDERS (default 100000), BENCH_SECONDS (default 5) and BENCH_RUNS
// (default 3) adjust the run.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { Client } from "undici";
import { signInDemo, startServer } from "./bench-support.mjs";

const root = new URL("..", import.meta.url).pathname;
const require = createRequire(join(root, "apps/server/package.json"));
const pg = require("pg");

const baseUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const total = Number(process.env.BENCH_PROVIDERS || 100_000);
const seconds = Number(process.env.BENCH_SECONDS || 5);
const runs = Number(process.env.BENCH_RUNS || 3);
const connections = 32;
const perPage = 10;
const deepPage = Math.max(1, Math.floor(total / perPage / 2));
const search = "Verde";
const schema = `bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;

function scopedUrl() {
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.toString();
}

async function admin(sql, params) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** The API from its sources (no build needed) on the bench's schema, without the portal. */
function startApi() {
  return startServer({
    args: ["--import", "tsx", join(root, "apps/server/src/main.ts")],
    cwd: join(root, "apps/server"),
    env: {
      DATABASE_URL: scopedUrl(),
      PORTAL_DIST: mkdtempSync(join(tmpdir(), "bench-portal-")),
      DATA_DIR: mkdtempSync(join(tmpdir(), "bench-data-")),
    },
  });
}

// The demo company already has the seed's few hundred; this tops it up to `total` in three statements.
async function fill(db) {
  const { rows } = await db.query("select id from companies where cnpj = '42891567000145'");
  const companyId = rows[0].id;
  const { rows: have } = await db.query("select count(*)::int as n from providers where company_id = $1", [
    companyId,
  ]);
  const missing = total - have[0].n;
  if (missing <= 0) return companyId;
  await db.query(
    `insert into providers (company_id, alias, activity, created_at, updated_at, deleted_at)
     select $1, (array['Verde','Eco','Terra','Rota','Ciclo'])[1 + i % 5] || ' Bench ' || i, 'Coleta',
            now() - make_interval(mins => i), now() - make_interval(mins => i),
            case when i % 10 = 0 then now() end
       from generate_series(1, $2) i`,
    [companyId, missing],
  );
  await db.query(
    `insert into provider_companies (provider_id, company_id, registry_type, cnpj, company_name, trading_name,
       address_country, address_state, address_city, phone)
     select p.id, p.company_id, 'cnpj', '9' || lpad(p.id::text, 13, '0'), p.alias || ' Ltda.', p.alias,
            'Brasil', 'SP', 'São Paulo', '(11) 3333-4444'
       from providers p
      where p.company_id = $1 and not exists (select 1 from provider_companies pc where pc.provider_id = p.id)`,
    [companyId],
  );
  await db.query(
    `insert into provider_type_links (provider_id, type_code)
     select p.id, (array['recipient','manager','carrier'])[1 + p.id % 3] from providers p
      where p.company_id = $1 and not exists (select 1 from provider_type_links l where l.provider_id = p.id)`,
    [companyId],
  );
  // The fill rewrites rows; autovacuum may not have run yet: measure settled tables, as production has.
  await db.query("vacuum analyze");
  return companyId;
}

/**
 * One keep-alive connection (undici's Client: llhttp, the parser of Node's own http) that sends the same
 * GET again as soon as the previous answer has been read whole (no pipelining), until `until`;
 * `done(status, ms)` per answer. node:http's client cost about 0.6 ms of CPU per request on the two
 * cores the API and PostgreSQL share, while pgbench's client costs a few hundredths; undici's costs a
 * fraction of node:http's, so the figure is the API's, not the load generator's.
 */
async function connection(url, token, until, done) {
  const { origin, pathname, search } = new URL(url);
  const client = new Client(origin, { pipelining: 1, keepAliveTimeout: 30_000 });
  const request = {
    method: "GET",
    path: `${pathname}${search}`,
    headers: { authorization: `Bearer ${token}` },
  };
  try {
    while (performance.now() < until) {
      const start = performance.now();
      try {
        const { statusCode, body } = await client.request(request);
        await body.dump({ limit: Number.POSITIVE_INFINITY });
        done(statusCode, performance.now() - start);
      } catch {
        done(0, performance.now() - start);
      }
    }
  } finally {
    await client.close();
  }
}

async function load(url, token, duration = seconds) {
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const until = started + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, () =>
      connection(url, token, until, (status, ms) => {
        if (status !== 200) errors++;
        latencies.push(ms);
      }),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { rps: latencies.length / elapsed, p99, errors };
}

/**
 * The kit's list columns and `from` for providers, how many rows apart its landmarks are, and how it
 * cuts a page's ids from the list's order at each of `offsets`, counted from the last landmark before
 * it (pageIds, with `{select}` where the ids' select goes), from the server's code (so pgbench runs its
 * SQL).
 */
function kitSql(offsets) {
  const tsx = join(root, "node_modules/.bin/tsx");
  const code = `import { resourceSql } from "./src/resources/routes.ts";
import { LANDMARK_ROWS, pageIds } from "./src/resources/paging.ts";
import { providers } from "./src/providers/providers.ts";
const ids = Object.fromEntries(${JSON.stringify(offsets)}.map((offset) => offset % LANDMARK_ROWS).map((offset) => [offset, pageIds("{select}", offset, ${perPage}, String)]));
console.log(JSON.stringify({ ...resourceSql(providers), landmarkRows: LANDMARK_ROWS, ids }));`;
  const result = spawnSync(tsx, ["--eval", code], { cwd: join(root, "apps/server"), encoding: "utf8" });
  if (result.status !== 0) throw new Error(`could not read the kit's SQL: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1));
}

/**
 * What a list request runs (apps/server/src/resources/routes.ts and paging.ts) once its total and its
 * landmarks are kept (each found at most once per 10 s per filter): the page, as a deferred join, a deep
 * one from the last landmark before it (`landmark`, a row id, and the `offset` left after it). The count
 * (up to 10,001 rows, then the planner's estimate) is timed apart, as `count` below.
 */
function listSql(kit, companyId, { offset, term, landmark = null }) {
  const search = term ? ` and r.search_text like search_fold('%${term}%')` : "";
  const where = `where r.company_id = ${companyId} and r.deleted_at is null${search}`;
  const filter = `from ${kit.from} ${where}`;
  const order = "order by r.created_at desc, r.id desc";
  const after =
    landmark === null
      ? ""
      : ` and (r.created_at, r.id) < (select l.created_at, l.id from providers l where l.id = ${landmark})`;
  const ids = kit.ids[offset].replace("{select}", `select r.id from providers r ${where}${after} ${order}`);
  // A search's page is two statements (routes.ts, narrowedPage): its ids, then their rows by the ids
  // alone; pgbench passes the first answer to the second with \gset.
  const page = term
    ? `select array_to_string(${ids}, ',') as ids \\gset\nselect ${kit.listColumns} from ${kit.from} where r.company_id = ${companyId} and r.id = any('{:ids}'::int[]) ${order};`
    : `select ${kit.listColumns} ${filter} and r.id = any(${ids}) ${order};`;
  return {
    page,
    count: `select count(*)::int as total from (select 1 ${filter} limit 10001) capped;\nexplain (format json) select 1 ${filter};`,
  };
}

/** A deep page's landmark, found as the server finds it: the row at the last multiple of the kit's spacing. */
async function fromLandmark(db, kit, companyId, sql) {
  const block = Math.floor(sql.offset / kit.landmarkRows);
  if (sql.term || block === 0) return sql;
  const { rows } = await db.query(
    `select id from (select r.id, row_number() over (order by r.created_at desc, r.id desc) as n
       from providers r where r.company_id = $1 and r.deleted_at is null) numbered where n = $2`,
    [companyId, block * kit.landmarkRows],
  );
  return { ...sql, landmark: rows[0].id, offset: sql.offset - block * kit.landmarkRows };
}

function pgbench(sql) {
  const dir = mkdtempSync(join(tmpdir(), "bench-sql-"));
  const file = join(dir, "list.sql");
  writeFileSync(file, sql);
  const url = new URL(baseUrl);
  const result = spawnSync(
    "pgbench",
    [
      "-n",
      "-c",
      String(connections),
      "-j",
      "2",
      "-T",
      String(seconds),
      "-f",
      file,
      url.pathname.slice(1) || "postgres",
    ],
    {
      encoding: "utf8",
      env: {
        ...process.env,
        PGHOST: url.hostname,
        PGPORT: url.port || "5432",
        PGUSER: decodeURIComponent(url.username || "postgres"),
        ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}),
        PGOPTIONS: `-c search_path=${schema}`,
      },
    },
  );
  rmSync(dir, { recursive: true, force: true });
  const match = /tps = ([\d.]+)/.exec(result.stdout ?? "");
  return match ? Number(match[1]) : null;
}

const fmt = (n, digits = 0) => (n === null || Number.isNaN(n) ? "—" : n.toFixed(digits));

async function main() {
  try {
    await admin("select 1");
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${new URL(baseUrl).host} (${error.message}); skipped.`);
    return;
  }
  await admin(`create schema ${schema}`);
  let server;
  const db = new pg.Pool({ connectionString: scopedUrl(), max: 2 });
  try {
    const t0 = performance.now();
    server = await startApi();
    const companyId = await fill(db);
    console.log(
      `${total.toLocaleString("en")} providers ready in ${fmt((performance.now() - t0) / 1000, 1)} s`,
    );
    const { base } = server;
    const { token } = await signInDemo(base);
    const scenarios = [
      { name: "page 1", query: `page=1&per_page=${perPage}`, sql: { offset: 0 } },
      {
        name: `page ${deepPage}`,
        query: `page=${deepPage}&per_page=${perPage}`,
        sql: { offset: (deepPage - 1) * perPage },
      },
      {
        name: `search "${search}"`,
        query: `page=1&per_page=${perPage}&search=${search}`,
        sql: { offset: 0, term: search },
      },
    ];
    console.log(`${connections} connections, ${seconds} s a run, ${runs} runs (min / median)\n`);
    const kit = kitSql(scenarios.map((scenario) => scenario.sql.offset));
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(
      "scenario            API req/s min / median   p99 ms median   pgbench tps median   API / pgbench   targets",
    );
    for (const scenario of scenarios) {
      const url = `${base}/api/v1/providers/?${scenario.query}`;
      const sql = listSql(kit, companyId, await fromLandmark(db, kit, companyId, scenario.sql));
      const api = [];
      const tps = [];
      // Not counted: the server's connections open (and prepare their statements) first, as pgbench's
      // tps leaves its connection time out.
      await load(url, token, 1);
      for (let run = 0; run < runs; run++) {
        api.push(await load(url, token));
        tps.push(pgbench(sql.page) ?? Number.NaN);
      }
      const rps = api.map((r) => r.rps);
      const p99 = median(api.map((r) => r.p99));
      const ratio = median(rps) / median(tps);
      const errors = api.reduce((sum, r) => sum + r.errors, 0);
      const countTps = pgbench(sql.count);
      console.log(
        `${scenario.name.padEnd(18)}  ${`${fmt(Math.min(...rps))} / ${fmt(median(rps))}`.padStart(22)}   ${fmt(p99, 1).padStart(13)}   ${fmt(median(tps)).padStart(18)}   ${fmt(ratio, 2).padStart(13)}   ≥ 0.80, p99 ≤ 100 ms   (count alone: ${fmt(countTps)} tps)${errors ? `   (${errors} errors)` : ""}`,
      );
    }
    console.log(
      `\npgbench runs the page statement the kit builds, without the session check (the API asks the database about a\ntoken at most once per SESSION_CACHE_SECONDS, default 2); a large list's total is counted at most once per 10 s\nper filter (count alone: pgbench's rate for that count and estimate), and a deep page starts from the last\nlandmark before it (a row every ${kit.landmarkRows} rows, found at most once per 10 s per filter).`,
    );
  } catch (error) {
    console.log(`providers bench failed: ${error.message}`);
  } finally {
    server?.child.kill("SIGTERM");
    await db.end();
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (process.env.BENCH_KEEP) console.log(`schema ${schema} kept (BENCH_KEEP)`);
    else await admin(`drop schema if exists ${schema} cascade`).catch(() => {});
  }
}

await main();
