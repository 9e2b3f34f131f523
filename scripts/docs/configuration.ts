/**
 * docs/configuration.md, written from the zod schemas that parse the environment: each setting's
 * name, default and `.describe()` text, so the page cannot drift from what the code reads.
 * `npm run docs:config` writes it; scripts/docs/configuration.test.ts fails when it is stale.
 */
import path from 'node:path';
import * as prettier from 'prettier';
import type { z } from 'zod';
import { apiSettings } from '../../api/config';
import { ROOT } from '../../build/paths';
import { toolSettings } from '../../build/tool-config';
import { storefrontSettings } from '../../server/config';

export const CONFIGURATION_DOC = path.join(ROOT, 'docs', 'configuration.md');

type Shape = Record<string, z.ZodType>;

interface Section {
  title: string;
  intro: string;
  settings: Array<[name: string, schema: z.ZodType]>;
}

/** The schema's own default, before any transform: what a person would type. */
function defaultOf(schema: z.ZodType): unknown {
  const def = schema.def as { type: string; defaultValue?: unknown; in?: z.ZodType; out?: z.ZodType };
  if (def.type === 'default') return def.defaultValue;
  if (def.type === 'pipe') return defaultOf(def.in!) ?? defaultOf(def.out!);
  return undefined;
}

/** Markdown of one table cell: no line breaks, and a `|` that does not end the cell. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

function row([name, schema]: [string, z.ZodType]): string {
  const description = schema.description;
  if (!description) throw new Error(`${name}: нет описания — добавьте .describe() в схему`);
  const fallback = defaultOf(schema);
  const shown = fallback === undefined ? '—' : `\`${String(fallback)}\``;
  return `| \`${name}\` | ${shown} | ${cell(description)} |`;
}

function table(section: Section): string {
  const rows = section.settings.map(row);
  return [`## ${section.title}`, '', section.intro, '', '| setting | default | what it does |', '| --- | --- | --- |', ...rows].join('\n');
}

/** Settings in both roles' schemas must say the same thing in both, since one environment feeds both. */
function sharedSettings(api: Shape, web: Shape): Array<[string, z.ZodType]> {
  return Object.entries(api)
    .filter(([name]) => name in web)
    .map(([name, schema]) => {
      if (web[name]!.description !== schema.description) throw new Error(`${name}: разные описания у api и витрины`);
      return [name, schema];
    });
}

function sections(): Section[] {
  const api: Shape = apiSettings.shape;
  const web: Shape = storefrontSettings.shape;
  const only = (shape: Shape, other: Shape) => Object.entries(shape).filter(([name]) => !(name in other));
  return [
    {
      title: 'Both roles',
      intro: 'Read by the storefront and by the back-end alike; one process running both reads them once.',
      settings: sharedSettings(api, web),
    },
    {
      title: 'Storefront (`--role web`)',
      intro: 'Read by `server/config.ts`.',
      settings: only(web, api),
    },
    {
      title: 'Back-end (`--role api`, `--role worker`)',
      intro:
        'Read by `api/config.ts` (with `api/config-limits.ts` and `api/config-providers.ts`), and by `npm run migrate`, `seed` and `admin`.',
      settings: only(api, web),
    },
    {
      title: 'Tools',
      intro: 'Read by the build, the tests and the benchmarks (`build/tool-config.ts`), never by the shop.',
      settings: Object.entries(toolSettings.shape),
    },
  ];
}

const HEADER = [
  '# Configuration',
  '',
  "<!-- Written by `npm run docs:config` from the zod schemas. Edit the schemas' `.describe()`, not this page. -->",
  '',
  "Every setting is an environment variable, parsed once at start by its role's zod schema. A bad value stops the start",
  'with a message that names the variable. `node dist/main.js` runs both roles and reads both sets; `--role web`, `--role api`',
  'and `--role worker` read their own. A default of — means unset; the description says what unset does.',
  'How to run the roles, the database and the metrics: [operations.md](operations.md).',
].join('\n');

/** The page, formatted by Prettier as `npm run lint` checks it. */
export async function configurationDoc(): Promise<string> {
  const markdown = [HEADER, ...sections().map(table)].join('\n\n') + '\n';
  const options = await prettier.resolveConfig(CONFIGURATION_DOC);
  return prettier.format(markdown, { ...options, filepath: CONFIGURATION_DOC });
}
