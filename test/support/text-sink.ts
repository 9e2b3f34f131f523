import { Writable } from 'node:stream';

/** A stream that keeps what is written to it, chunk by chunk, as text: for a log or a response under test. */
export function textSink(): { stream: Writable; chunks: string[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, chunks };
}
