import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Each failed test and the first lines of its error, as the run's last lines (the list
 * reporter's account of a failure ends with a screenshot of every page still open). */
export default class Failures implements Reporter {
  private failed: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus) return;
    const where = `${test.parent.project()?.name ?? ''} › ${test.location.file.split('/').pop()}:${test.location.line}`;
    const error = (result.error?.message ?? result.status).replace(/\u001b\[[0-9;]*m/g, '');
    const lines = error.split('\n').filter((l) => l.trim()).slice(0, 6);
    this.failed.push(`[${where}] ${test.title}\n    ${lines.join('\n    ')}`);
  }

  onEnd() {
    if (!this.failed.length) return;
    console.log(`\nFailed, in short (${this.failed.length}):`);
    for (const f of this.failed) console.log(f);
  }

  printsToStdio() {
    return true;
  }
}
