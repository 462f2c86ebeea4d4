/**
 * Who a job is for: a person's id, or a book's; a symbol is a sender of its own (work with no person behind it).
 * Jobs of one sender run one at a time.
 */
export type Sender = string | number | symbol;

/**
 * The jobs waiting for a thread (thread-pool.ts), fair between senders: a sender runs one job at a time, the next
 * job goes to the sender served longest ago among those running nothing (each sender's jobs oldest first), and a
 * sender keeps only a few jobs waiting, so one person's files fill their own places, never another person's.
 */
export function createFairLine<J extends { sender: Sender }>(limits: {
  maxWaiting: number;
  maxWaitingPerSender: number;
}) {
  /** Each sender's waiting jobs, oldest first, with their place in arrival order. */
  const waiting = new Map<Sender, Array<{ job: J; arrived: number }>>();
  let waitingCount = 0;
  /** The senders whose job runs now. */
  const runningSenders = new Set<Sender>();
  /** When each sender with a job running or waiting last had a job started (a count of starts): their turn. */
  const lastServed = new Map<Sender, number>();
  let starts = 0;
  let arrivals = 0;

  return {
    /** Whether the sender has a job running now (a free thread is not theirs until it ends). */
    runs: (sender: Sender) => runningSenders.has(sender),

    /** Puts a job at the end of its sender's; false, keeping nothing, when the line or their places are full. */
    wait(job: J): boolean {
      const own = waiting.get(job.sender) ?? [];
      if (own.length >= limits.maxWaitingPerSender || waitingCount >= limits.maxWaiting) return false;
      arrivals += 1;
      own.push({ job, arrived: arrivals });
      waiting.set(job.sender, own);
      waitingCount += 1;
      return true;
    },

    /** The oldest job of the sender served longest ago (one never served first, then by oldest job), if any. */
    next(): J | undefined {
      let chosen:
        | { sender: Sender; jobs: Array<{ job: J; arrived: number }>; turn: number; age: number }
        | undefined;
      for (const [sender, jobs] of waiting) {
        if (runningSenders.has(sender)) continue;
        const turn = lastServed.get(sender) ?? -1;
        const age = jobs[0]?.arrived ?? 0;
        if (!chosen || turn < chosen.turn || (turn === chosen.turn && age < chosen.age))
          chosen = { sender, jobs, turn, age };
      }
      if (!chosen) return undefined;
      const first = chosen.jobs.shift();
      if (chosen.jobs.length === 0) waiting.delete(chosen.sender);
      waitingCount -= 1;
      return first?.job;
    },

    /** A job of the sender starts: their turn is now. */
    started(sender: Sender): void {
      runningSenders.add(sender);
      starts += 1;
      lastServed.set(sender, starts);
    },

    /** The sender's job ended: a sender with nothing left waiting is forgotten. */
    ended(sender: Sender): void {
      runningSenders.delete(sender);
      if (!waiting.has(sender)) lastServed.delete(sender);
    },
  };
}
