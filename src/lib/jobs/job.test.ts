import { describe, expect, it } from 'vitest';
import { defineJob } from './job';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** The one runner of the site's background jobs (issue 43): mail, files, leads, connectors, the pull. */
describe('a job', () => {
  it('runs one pass at a time; a kick during a pass asks for exactly one more', async () => {
    let passes = 0;
    let running = 0;
    let most = 0;
    const job = defineJob('test one at a time', {
      everyMs: 60_000,
      pass: async () => {
        running++;
        most = Math.max(most, running);
        passes++;
        await tick();
        running--;
      },
    });
    const first = job.kick();
    void job.kick();
    void job.kick();
    await first;
    expect(passes).toBe(2);
    expect(most).toBe(1);
    await job.stop();
  });

  it('goes on at once while a pass says more is waiting (a full batch), and stops between passes', async () => {
    let left = 3;
    const job = defineJob('test drain', { everyMs: 60_000, pass: async () => --left > 0 });
    await job.kick();
    expect(left).toBe(0);
    let stopping = false;
    const endless = defineJob('test endless', {
      everyMs: 60_000,
      pass: async (isStopping) => {
        await tick();
        stopping = isStopping();
        return true;
      },
    });
    const run = endless.kick();
    await tick();
    await endless.stop();
    await run;
    expect(stopping).toBe(true);
    await endless.kick();
    await job.stop();
  });

  it('logs a failed pass and runs again at the next kick', async () => {
    let calls = 0;
    const job = defineJob('test failing', {
      everyMs: 60_000,
      pass: async () => {
        calls++;
        if (calls === 1) throw new Error('the database is away');
      },
    });
    await job.kick();
    await job.kick();
    expect(calls).toBe(2);
    await job.stop();
  });

  it('starts on its schedule once, and stop waits for the pass under way', async () => {
    let passes = 0;
    let finished = false;
    const job = defineJob('test schedule', {
      everyMs: 20,
      firstAfterMs: 0,
      pass: async () => {
        passes++;
        await tick();
        finished = true;
      },
    });
    job.start();
    job.start();
    await new Promise((resolve) => setTimeout(resolve, 70));
    await job.stop();
    expect(finished).toBe(true);
    const after = passes;
    expect(after).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(passes).toBe(after);
  });
});
