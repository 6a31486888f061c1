import { describe, expect, it } from 'vitest';
import { withOneRetry } from './lighthouse.mjs';

describe('withOneRetry', () => {
  it('runs a failed Lighthouse run once more, logging the first failure', async () => {
    const failures: string[] = [];
    let tries = 0;
    const result = await withOneRetry(
      async () => {
        tries += 1;
        if (tries === 1) throw new Error('NO_NAVSTART: Your page did not load');
        return 'report';
      },
      (failure: string) => failures.push(failure),
    );
    expect(result).toBe('report');
    expect(tries).toBe(2);
    expect(failures).toEqual(['NO_NAVSTART: Your page did not load; running it again']);
  });

  it('gives up on the second failure, with its error', async () => {
    let tries = 0;
    const failing = withOneRetry(
      async () => {
        tries += 1;
        throw new Error(`failure ${tries}`);
      },
      () => undefined,
    );
    await expect(failing).rejects.toThrow('failure 2');
    expect(tries).toBe(2);
  });

  it('runs a run that succeeds once', async () => {
    let tries = 0;
    await withOneRetry(
      async () => (tries += 1),
      () => undefined,
    );
    expect(tries).toBe(1);
  });
});
