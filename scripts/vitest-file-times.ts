/**
 * A Vitest reporter that writes each test file's whole time in its worker (importing it, its hooks and its tests),
 * by project, to the JSON file TEST_TIMES_FILE names: what `npm test` (scripts/test.ts) reads for its table of the
 * slowest files. Vitest's own JSON report times the tests alone, without the set-up a file spends in beforeAll.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime {
  file: string;
  project: string;
  seconds: number;
}

export default class FileTimes implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const out = process.env.TEST_TIMES_FILE;
    if (!out) return;
    const times: FileTime[] = testModules.map((m) => {
      const d = m.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      return { file: path.relative(process.cwd(), m.moduleId), project: m.project.name, seconds: ms / 1000 };
    });
    writeFileSync(out, JSON.stringify(times));
  }
}
