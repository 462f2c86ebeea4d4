/** The console's report of a run: the table per engine, the comparisons, the route sizes and the targets missed. */
import { HOSTILE_HEADER, hostileSummaryRows } from './hostile-report';
import { ENGINE_NAME } from './options';
import {
  MEMBER_HEADER,
  MEMBER_HEADING,
  MEMBER_TARGET_HEADER,
  manyUsersRows,
  memberAmongTable,
  memberTable,
  noWorseLine,
} from './read-comparisons';
import { bundleChecks, pageLoadChecks } from './report';
import { engineTable, mark, pageLoadRows, ROUTE_HEADER, routeSizeRows, textTable } from './report-table';
import type { BenchResults, HostileResults, TargetCheck, WebOnlyResults } from './results';
import { fmt, thousands } from './stats';

export function printTables(results: BenchResults): void {
  for (const e of results.engines) {
    console.log(
      `\n${ENGINE_NAME[e.engine]}${e.carriedFrom ? ` (from ${e.carriedFrom})` : ''}: ${e.version}, ${thousands(e.seed.transactions)} transactions, load average ${e.loadAverage.start.join(' ')} → ${e.loadAverage.end.join(' ')}`,
    );
    console.log(textTable(engineTable(results, e)));
    const member = memberTable(results, e);
    if (member) {
      console.log(`\n${ENGINE_NAME[e.engine]}: ${MEMBER_HEADING}`);
      console.log(textTable(member.rows, MEMBER_TARGET_HEADER));
      console.log(noWorseLine(member));
    }
    if (e.manyUsers) {
      console.log(
        `\n${ENGINE_NAME[e.engine]}: the same user among ${thousands(e.manyUsers.seed.users)} others`,
      );
      console.log(
        manyUsersRows(e)
          .map((r) => r.join('  '))
          .join('\n'),
      );
      const among = memberAmongTable(e);
      if (among) {
        console.log(`\n${ENGINE_NAME[e.engine]}: among the others, alone and as a member of the book`);
        console.log(textTable(among.rows, MEMBER_HEADER));
        console.log(noWorseLine(among));
      }
    }
  }
  if (results.web?.routes) {
    console.log('\nWhat a cold visit to each route downloads (gzip -9):');
    console.log(textTable(routeSizeRows(results.web), ROUTE_HEADER));
  }
  printTargetSummary(results.targets);
}

function printTargetSummary(targets: TargetCheck[]): void {
  const missed = targets.filter((c) => c.pass === false);
  console.log(`\nTargets: ${targets.filter((c) => c.pass).length} met, ${missed.length} missed`);
  for (const c of missed) console.log(`  ✗ ${c.engine}: ${c.name}: ${c.target}, measured ${c.measured}`);
}

/**
 * --web-only: the page loads with their targets, the route sizes, and each phone page's first cold load
 * request by request (what waits for what).
 */
export function printWebOnly(results: WebOnlyResults): void {
  results.targets = [...pageLoadChecks('web', results.coldLoad, results.phone), ...bundleChecks(results.web)];
  console.log(`\n${results.phone.profile}`);
  console.log(textTable(pageLoadRows('web', results.targets, results.coldLoad, results.phone)));
  for (const route of results.phone.routes) {
    console.log(`\n${route.path} on the phone, first cold load: ms from navigation start, kB transferred`);
    for (const r of route.waterfall)
      console.log(
        `  ${fmt(r.startMs).padStart(6)} → ${fmt(r.endMs).padStart(6)}  ${fmt(r.transferKb).padStart(6)} kB  ${r.path}`,
      );
  }
  console.log('\nWhat a cold visit to each route downloads (gzip -9):');
  console.log(textTable(routeSizeRows(results.web), ROUTE_HEADER));
  printTargetSummary(results.targets);
}

export function printHostile(results: HostileResults): void {
  for (const e of results.engines) {
    console.log(`\n${ENGINE_NAME[e.engine]}: ${e.version}, hostile files beside another person's reads`);
    console.log(textTable(hostileSummaryRows(e.hostile, results.targets, e.engine, mark), HOSTILE_HEADER));
  }
  printTargetSummary(results.targets);
}
