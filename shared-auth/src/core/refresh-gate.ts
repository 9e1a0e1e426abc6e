/** Waiting for someone else's refresh: a check every second, five times (spec section 9). */
export const REFRESH_POLL_MS = 1000;
export const REFRESH_POLL_TRIES = 5;

/**
 * One token refresh at a time. The first caller refreshes; callers that arrive meanwhile wait
 * for it by polling, and give up with 'Refresh failed' when it takes longer than five polls.
 */
export class RefreshGate {
  private running = false;

  get isRefreshing(): boolean {
    return this.running;
  }

  async run(refresh: () => Promise<void>): Promise<void> {
    if (this.running) return this.waitForRefresh();
    this.running = true;
    try {
      await refresh();
    } finally {
      this.running = false;
    }
  }

  waitForRefresh(): Promise<void> {
    return new Promise((resolve, reject) => {
      let tries = 0;
      const poll = () => {
        if (!this.running) return resolve();
        tries += 1;
        if (tries > REFRESH_POLL_TRIES) return reject(new Error('Refresh failed'));
        setTimeout(poll, REFRESH_POLL_MS);
      };
      poll();
    });
  }
}
