// What a test run cost, printed just before jest's summary (which stays the last line): the wall time
// of each step of `npm test` (scripts/test.mjs passes them in SCHOOL_TEST_STEPS), the time of each kind of
// test file (without the time it waited to run beside another, side-by-side.ts), the ten slowest files,
// the files that ran alone, and every stack started (one shared; private ones say why).
// Budget: docs/testing.md.
const fs = require('node:fs');
const path = require('node:path');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

class CostReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const lines = ['', 'Cost of this run'];
    const steps = JSON.parse(process.env.SCHOOL_TEST_STEPS || '[]');
    // jest's own process: from its start, global setup (the shared stack) included
    steps.push({ name: 'jest', ms: process.uptime() * 1000 });
    lines.push(`  steps: ${steps.map((s) => `${s.name} ${seconds(s.ms)}`).join(' · ')}`);

    const runDir = process.env.E2E_RUN_DIR;
    const linesOf = (name) => {
      const log = runDir && path.join(runDir, name);
      return log && fs.existsSync(log)
        ? fs
            .readFileSync(log, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l))
        : [];
    };
    const starts = linesOf('stack-starts.log');
    // side-by-side.ts: how long each file waited for the run's lock (not the file's own time), and
    // the files that ran alone
    const locks = linesOf('lock-waits.log');
    const waited = new Map(locks.map((l) => [l.file, l.ms]));

    const files = results.testResults
      .map((r) => ({
        file: path.relative(this.rootDir, r.testFilePath),
        ms: r.perfStats.end - r.perfStats.start - (waited.get(r.testFilePath) ?? 0),
      }))
      .sort((a, b) => b.ms - a.ms);
    // each kind of test file against its budget in docs/testing.md (a file is named as its stack start is)
    const ownStack = new Set(starts.filter((s) => s.kind === 'private').map((s) => s.where));
    const kindOf = (file) => {
      if (ownStack.has(path.basename(file))) return 'private-stack';
      if (file.startsWith('e2e/web/')) return 'browser';
      if (file.startsWith('e2e/')) return 'API';
      return file.endsWith('.int.spec.ts') ? 'service-level' : 'unit';
    };
    const kinds = new Map(['unit', 'service-level', 'API', 'private-stack', 'browser'].map((k) => [k, { n: 0, ms: 0 }]));
    for (const f of files) {
      const k = kinds.get(kindOf(f.file));
      k.n += 1;
      k.ms += f.ms;
    }
    if (files.length) {
      const byKind = [...kinds].filter(([, k]) => k.n).map(([kind, k]) => `${kind} ${k.n} files ${seconds(k.ms)}`);
      lines.push(`  by kind: ${byKind.join(' · ')}`);
      lines.push('  slowest test files:');
      for (const f of files.slice(0, 10)) lines.push(`    ${seconds(f.ms).padStart(8)}  ${f.file}`);
    }

    const alone = locks.filter((l) => l.alone);
    if (locks.length) {
      const total = locks.reduce((sum, l) => sum + l.ms, 0);
      lines.push(`  side by side: ${alone.length} files ran alone; the files waited ${seconds(total)} for them in all`);
      for (const l of alone) lines.push(`    alone: ${path.basename(l.file)} — ${l.alone}`);
    }
    if (starts.length) {
      const shared = starts.filter((s) => s.kind === 'shared').length;
      const own = starts.filter((s) => s.kind === 'private');
      lines.push(`  stack starts: ${starts.length} (${shared} shared, ${own.length} private)`);
      for (const s of own) lines.push(`    private: ${s.where} — ${s.why}`);
    }
    process.stderr.write(`${lines.join('\n')}\n\n`);
  }
}

module.exports = CostReporter;
