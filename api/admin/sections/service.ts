import type { SectionCreateBody, SectionMoveBody, SectionUpdateBody } from '../../../shared/contract/admin/sections';
import {
  editCatalogue,
  createSection,
  deleteSection,
  moveSection,
  updateSection,
  type RevisionWatch,
  type SectionRow,
} from '../../catalog/service';
import type { Db } from '../../db/database';
import { changedFields, recordChange } from '../audit/service';
import type { StaffMember } from '../orders/service';

/**
 * The staff's section edits (issue 24): the catalogue's write, its audit row and the catalogue's
 * revision in one transaction; after the commit this process's caches follow at once (the others'
 * within a second, api/catalog/revision.ts).
 */

/** What the audit log keeps of a section. */
const audited = ({ code, name, parentId, depth, active, style }: SectionRow) => ({ code, name, parentId, depth, active, style });

export interface SectionEdits {
  db: Db;
  revision: RevisionWatch;
}

export function sectionEdits(deps: SectionEdits, member: StaffMember) {
  const object = 'section' as const;
  return {
    create: (body: SectionCreateBody) =>
      editCatalogue(deps, async (tx) => {
        const row = await createSection(tx, body);
        await recordChange(tx, { ...member, action: 'section.create', object, objectId: row.id, before: null, after: audited(row) });
        return row.id;
      }),
    update: (id: number, body: SectionUpdateBody) =>
      editCatalogue(deps, async (tx) => {
        const { before, after } = await updateSection(tx, id, body);
        const changed = changedFields(audited(before), audited(after));
        if (changed) await recordChange(tx, { ...member, action: 'section.update', object, objectId: id, ...changed });
      }),
    move: (id: number, body: SectionMoveBody) =>
      editCatalogue(deps, async (tx) => {
        const moved = await moveSection(tx, id, body);
        if (moved)
          await recordChange(tx, {
            ...member,
            action: 'section.move',
            object,
            objectId: id,
            before: { sort: moved.before },
            after: { sort: moved.after },
          });
      }),
    remove: (id: number) =>
      editCatalogue(deps, async (tx) => {
        const row = await deleteSection(tx, id);
        await recordChange(tx, { ...member, action: 'section.delete', object, objectId: id, before: audited(row), after: null });
      }),
  };
}
