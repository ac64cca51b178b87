/**
 * `npm test` runs two lines side by side and stops the other line when one fails. A stopped step
 * must be able to shut down what it started in a process group of its own (Playwright's web
 * server is one): otherwise the server outlives the run and holds the test port for the next.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {runLines, type Step} from '../../scripts/run-lines';

const nodeStep = (name: string, code: string): Step => ({name, command: process.execPath, args: ['-e', code]});

/** A process is over once it is gone or only waits to be reaped. */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

test(
  'when one line fails, a step of the other line can stop the server it started in a group of its own',
  {skip: process.platform !== 'linux' && 'reads /proc'},
  async () => {
    const serverPidFile = path.join(mkdtempSync(path.join(tmpdir(), 'run-lines-')), 'server.pid');
    // Like Playwright: the server is detached, and only a Ctrl+C (SIGINT) makes the step close it.
    const browserStep = nodeStep(
      'browser',
      `const {spawn} = require('node:child_process');
       const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {detached: true, stdio: 'ignore'});
       process.on('SIGINT', () => { process.kill(-server.pid, 'SIGTERM'); process.exit(130); });
       require('node:fs').writeFileSync(${JSON.stringify(serverPidFile)}, String(server.pid));
       setInterval(() => {}, 1000);`,
    );
    // Fails once the server is up, as a check can fail while the browser tests run.
    const failingCheck = nodeStep(
      'check',
      `setInterval(() => { if (require('node:fs').existsSync(${JSON.stringify(serverPidFile)})) process.exit(1); }, 20);`,
    );

    const results = await runLines([[failingCheck], [browserStep]]);

    assert.deepEqual(
      results.map(({name, code}) => [name, code]),
      [
        ['check', 1],
        ['browser', 130],
      ],
    );
    assert.ok(existsSync(serverPidFile));
    const serverPid = Number(readFileSync(serverPidFile, 'utf8'));
    // The step sent SIGTERM to the server before exiting; wait for that state, not for a time.
    while (isRunning(serverPid)) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    assert.equal(isRunning(serverPid), false);
  },
);
