import type { RevisionWatch } from '../../catalog/service';
import type { Db } from '../../db/database';
import type { DomainHandlers } from '../../http/calls';
import { notFound } from '../../http/errors';
import { SECTION_MESSAGES } from '../../../shared/contract/admin/sections';
import { memberOf } from '../orders/routes';
import { readSectionsForStaff } from './read-sections';
import { sectionEdits } from './service';

type SectionIds =
  | 'GET /admin/sections/'
  | 'POST /admin/sections/'
  | 'POST /admin/sections/{id}/'
  | 'POST /admin/sections/{id}/move/'
  | 'POST /admin/sections/{id}/delete/';

/** Thin: the owner's and managers' (the access step checked it); the catalogue's writes do the rest. */
export function sectionHandlers(db: Db, revision: RevisionWatch): DomainHandlers<SectionIds> {
  const list = async () => ({ items: await readSectionsForStaff(db) });
  const one = async (id: number) => {
    const section = (await readSectionsForStaff(db)).find((s) => s.id === id);
    if (!section) throw notFound(SECTION_MESSAGES.notFound);
    return { section };
  };
  const edits = (call: Parameters<typeof memberOf>[0]) => sectionEdits({ db, revision }, memberOf(call));
  return {
    'GET /admin/sections/': list,
    'POST /admin/sections/': async ({ body }, call) => one(await edits(call).create(body)),
    'POST /admin/sections/{id}/': async ({ params, body }, call) => {
      await edits(call).update(params.id, body);
      return one(params.id);
    },
    'POST /admin/sections/{id}/move/': async ({ params, body }, call) => {
      await edits(call).move(params.id, body);
      return list();
    },
    'POST /admin/sections/{id}/delete/': async ({ params }, call) => {
      await edits(call).remove(params.id);
      return list();
    },
  };
}
