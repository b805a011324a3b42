// What a test run cost, printed just before jest's summary (which stays the last line): the wall time
// of each step of `npm test` (scripts/test.mjs passes them in SCHOOL_TEST_STEPS), the ten slowest test
// files, and every stack started (one shared; private ones say why). Budget: docs/testing.md.
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

    const files = results.testResults
      .map((r) => ({ file: path.relative(this.rootDir, r.testFilePath), ms: r.perfStats.end - r.perfStats.start }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    if (files.length) {
      lines.push('  slowest test files:');
      for (const f of files) lines.push(`    ${seconds(f.ms).padStart(8)}  ${f.file}`);
    }

    const runDir = process.env.E2E_RUN_DIR;
    const log = runDir && path.join(runDir, 'stack-starts.log');
    if (log && fs.existsSync(log)) {
      const starts = fs
        .readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      const shared = starts.filter((s) => s.kind === 'shared').length;
      const own = starts.filter((s) => s.kind === 'private');
      lines.push(`  stack starts: ${starts.length} (${shared} shared, ${own.length} private)`);
      for (const s of own) lines.push(`    private: ${s.where} — ${s.why}`);
    }
    process.stderr.write(`${lines.join('\n')}\n\n`);
  }
}

module.exports = CostReporter;
