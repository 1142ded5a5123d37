/**
 * Jest reporter for the Storybook test-runner: writes the aggregated results (the shape of
 * jest's `--json` output: numPassedTests, numFailedTests, testResults, …) to the file named
 * by HIRELINE_JEST_JSON. scripts/test-storybook.mjs sets it for `--json --outputFile=<file>`,
 * which test-storybook's own argument parser cannot forward to jest.
 */
import fs from 'node:fs';
import path from 'node:path';

export default class JsonFileReporter {
  constructor(_globalConfig, options = {}) {
    this.outputFile = options.outputFile ?? process.env.HIRELINE_JEST_JSON;
  }

  onRunComplete(_contexts, results) {
    if (!this.outputFile) return;
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(this.outputFile, JSON.stringify(results));
  }
}
