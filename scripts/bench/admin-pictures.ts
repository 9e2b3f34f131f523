import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makePictureFiles } from '../../api/admin/products/picture-files';
import { testPicture } from '../../test/support/pictures';
import { percentile } from './timing';

/** Issue 24: a 10 MB picture into every width and format in this long at most. */
const TARGET_MS = 3_000;
/** A 16 MP phone photo (4624×3468, well inside PICTURE_MAX_PIXELS) at quality 92: ≈ 10.9 MB of noise, under the 20 MB upload limit. */
const WIDTH = 4624;
const HEIGHT = 3468;
const MIN_BYTES = 10 * 1024 * 1024;

/**
 * `npm run bench:admin -- --pictures`: a noisy JPEG of at least 10 MB (made with sharp, a phone's
 * 16 MP photo; refused if the noise came out smaller) converted into every width in WebP and JPEG as an upload is (api/admin/products/
 * picture-files.ts), while small requests to a server in the same process go one after another:
 * their latency shows whether the conversion holds up the event loop. Returns 1 when slower than
 * the target.
 */
export async function benchPictures(): Promise<number> {
  const photo = await testPicture(WIDTH, HEIGHT, 'jpeg', 92);
  if (photo.length < MIN_BYTES) throw new Error(`картинка вышла ${photo.length} байт, меньше 10 МБ`);
  console.log(`Картинка: ${(photo.length / 1024 / 1024).toFixed(1)} МБ (${photo.length} байт), ${WIDTH}×${HEIGHT}, JPEG`);
  const server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const latencies = async (until: () => boolean) => {
    const times: number[] = [];
    while (!until()) {
      const start = performance.now();
      await (await fetch(url)).text();
      times.push(performance.now() - start);
    }
    return times;
  };
  try {
    // Alone first: what a request takes on this machine with nothing else running.
    let idleDone = false;
    setTimeout(() => (idleDone = true), 1_000);
    const idle = await latencies(() => idleDone);
    let converting = true;
    const start = performance.now();
    const [made, during] = await Promise.all([makePictureFiles(photo).finally(() => (converting = false)), latencies(() => !converting)]);
    const took = performance.now() - start;
    const bytes = made.files.reduce((sum, f) => sum + f.body.length, 0);
    const line = (name: string, times: number[]) => {
      const t = [...times].sort((a, b) => a - b);
      return `${name}: ${t.length} запросов, p50 ${percentile(t, 50).toFixed(1)} мс, p95 ${percentile(t, 95).toFixed(1)} мс, max ${t[t.length - 1]!.toFixed(1)} мс`;
    };
    console.log(
      `Преобразование в ${made.files.length} файлов (${(bytes / 1024).toFixed(0)} КБ): ${took.toFixed(0)} мс, цель ≤ ${TARGET_MS} мс`,
    );
    console.log(line('Другие запросы без преобразования', idle));
    console.log(line('Другие запросы во время преобразования', during));
    return took <= TARGET_MS ? 0 : 1;
  } finally {
    server.close();
  }
}
