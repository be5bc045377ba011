// Calls that arrive in the same turn of the event loop answered by one
// statement. Under load many requests are read in one turn (every socket
// with data is handled before the loop moves on), and each runs the same
// per-request statements (the session lookup, the abuse counter's hit);
// sending one statement for all of them saves a round trip per request, and a
// round trip's socket write is most of what a request costs the server here
// (docs/decisions/0050-checkout-cpu.md). The statement still runs for every
// request, against the database: nothing is cached, so the answers are as
// exact as one statement per call, across processes too.
//
// The batch is sent from setImmediate, i.e. after the I/O of the current turn
// was handled. A lone call waits for nothing but the rest of its own turn.

// run: one answer per input, in the inputs' order. When a batch of several
// fails, each call is run again alone, so one call's bad input (or a statement
// that failed on its account) cannot fail the others with it.
export function turnBatch<In, Out>(run: (inputs: In[]) => Promise<Out[]>): (input: In) => Promise<Out> {
  let waiting: Array<{ input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }> = [];

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
    const batch = waiting;
    waiting = [];
    void settle(batch);
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ input, resolve, reject });
    });
}
