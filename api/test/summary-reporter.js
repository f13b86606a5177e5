// Prints the run's totals as one plain line ("Tests: N passed, N failed, N skipped") that CI
// systems read regardless of the test runner.
export default class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests: passed, numFailedTests: failed, numPendingTests: skipped } = results;
    const suitesFailed = results.numFailedTestSuites;
    process.stdout.write(
      `\nTests: ${passed} passed, ${failed + (failed === 0 && suitesFailed ? suitesFailed : 0)} failed, ${skipped} skipped\n`,
    );
  }
}
