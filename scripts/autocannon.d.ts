// The part of autocannon's API the SSR benchmark uses (the package ships no types).
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
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
