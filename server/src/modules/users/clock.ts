/** The time the accounts services see; tests move it forward instead of waiting. */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves this clock forward (tests: expiry of links and codes). */
  travel(ms: number): void {
    this.offsetMs += ms;
  }
}
