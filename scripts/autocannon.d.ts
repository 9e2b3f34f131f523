// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    method?: string;
    /** Each connection's requests in turn; setupRequest may change one just before it goes. */
    requests?: Array<Request & { setupRequest?: (req: Request & { path: string }) => Request & { path: string } }>;
    connections?: number;
    duration?: number;
    /** Stop after this many requests in all (instead of `duration`). */
    amount?: number;
    headers?: Record<string, string>;
    timeout?: number;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
    '2xx': number;
  }
  /** The run, awaited for its result; its 'response' events give each answer's status and time (ms). */
  interface Run extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
  }
  function autocannon(options: Options): Run;
  export default autocannon;
}
