import compressionMiddleware from 'compression';

/**
 * gzip/brotli of answers that ask for it. Streaming SSR keeps working because the Emotion stream
 * calls `res.flush()` (added by this middleware) at every React flush, so each chunk leaves the
 * compressor at once instead of waiting for its buffer to fill.
 */
export function compression() {
  return compressionMiddleware();
}
