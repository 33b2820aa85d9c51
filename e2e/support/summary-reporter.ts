import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Ends the run with one plain line, "playwright: N passed, N failed, N skipped", that CI logs can read. */
export default class SummaryReporter implements Reporter {
  private counts = { passed: 0, failed: 0, skipped: 0 };

  onTestEnd(test: TestCase, result: TestResult) {
    // Count each test once, by its final outcome.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.counts.passed += 1;
    else if (result.status === 'skipped') this.counts.skipped += 1;
    else this.counts.failed += 1;
  }

  onEnd(result: FullResult) {
    const { passed, failed, skipped } = this.counts;
    console.log(`\nplaywright: ${passed} passed, ${failed} failed, ${skipped} skipped`);
    if (result.status === 'failed' && failed === 0) console.log('playwright: the run failed outside the tests');
  }

  printsToStdio() {
    return false;
  }
}
