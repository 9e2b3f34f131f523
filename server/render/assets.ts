import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** What the build's dist/public/assets/manifest.json says about the client's JavaScript. */
const manifestSchema = z.object({
  /** URL of the entry module, e.g. '/assets/entry-ABCD1234.js'. */
  entry: z.string().startsWith('/'),
  /** Chunks the entry imports statically: preloaded with it so the browser need not discover them. */
  entryImports: z.array(z.string()).optional(),
  /** Route module id → modules its page needs first besides the entry (for modulepreload). */
  pages: z.record(z.string(), z.array(z.string())),
  /** The bootstrap script's module loader (client/module-loader.ts, built for old browsers): the code before and after its list. */
  moduleLoader: z.tuple([z.string(), z.string()]),
});

export type Assets = z.infer<typeof manifestSchema>;

/** Reads the manifest; a missing or broken one stops the start with what to do about it. */
export async function readAssets(publicDir: string): Promise<Assets> {
  const file = path.resolve(publicDir, 'assets', 'manifest.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`Нет сборки клиента (${file}): выполните \`npm run build\``);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`Манифест сборки ${file} повреждён: выполните \`npm run build\``);
  return parsed.data;
}
