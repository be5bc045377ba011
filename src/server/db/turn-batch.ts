// Calls that arrive together answered by one statement. Every request runs
// the same per-request statements (the session lookup, the abuse counter's
// hit); sending one statement for many of them saves a round trip per
// request, and a round trip's socket write is most of what a request costs
// the server here (docs/decisions/0050-checkout-cpu.md). The statement still
// runs for every request, against the database: nothing is cached, so the
// answers are as exact as one statement per call, across processes too.
//
// When: at most one batch is in flight. A call with none in flight is sent
// once the current turn of the event loop has handled its I/O (setImmediate),
// with every call that arrived in that turn; calls that arrive while a batch
// is in flight are sent together when it returns. Under load the statement
// would mostly wait for a pooled connection anyway, so the waiting calls
// gather at no cost in latency (six per statement in the booking bench, one
// and a half when each turn was sent on its own); an idle server sends each
// call at once. The price: a batch stuck in the database (up to the statement
// timeout) holds up the calls behind it; both statements batched here are a
// read and a one-row upsert, which nothing holds locks against for long.

// run: one answer per input, in the inputs' order. When a batch of several
// fails, each call is run again alone, so one call's bad input (or a statement
// that failed on its account) cannot fail the others with it.
export function turnBatch<In, Out>(run: (inputs: In[]) => Promise<Out[]>): (input: In) => Promise<Out> {
  let waiting: Array<{ input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }> = [];
  let scheduled = false;
  let inFlight = false;

  async function settle(batch: typeof waiting) {
    try {
      const outputs = await run(batch.map((call) => call.input));
      batch.forEach((call, index) => call.resolve(outputs[index] as Out));
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else await Promise.all(batch.map((call) => settle([call])));
    }
  }

  function flush() {
    scheduled = false;
    if (inFlight || waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    inFlight = true;
    void settle(batch).finally(() => {
      inFlight = false;
      schedule();
    });
  }

  function schedule() {
    if (scheduled || inFlight || waiting.length === 0) return;
    scheduled = true;
    setImmediate(flush);
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      schedule();
    });
}
