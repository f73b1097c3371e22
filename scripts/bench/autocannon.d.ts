// autocannon ships no types: the part the load benchmark uses.
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
  };
  type Result = { requests: { average: number; total: number }; errors: number; timeouts: number; non2xx: number };
  type Instance = Promise<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, responseTime: number) => void,
    ): void;
  };
  export default function autocannon(options: Options): Instance;
}
