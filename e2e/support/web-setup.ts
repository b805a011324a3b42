import { holdRunLock } from './side-by-side';
import { lessonFixturesWithoutEvents } from './stack';
import { takeCspViolations } from './web';

// Every browser test file holds the run's lock, shared (side-by-side.ts).
holdRunLock();
lessonFixturesWithoutEvents();

// Every browser test: its pages broke no Content-Security-Policy rule (the hostings' CSP is on).
afterEach(() => {
  const violations = takeCspViolations();
  if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
});
