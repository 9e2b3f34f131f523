/**
 * Posters and the running banner in the back office (issue 24): the content domain's writes with
 * the audit row in one transaction. A poster answers with its preview, the storefront's own shape.
 */
import { POSTER_REFUSALS, type AdminPoster, type PosterBody } from '../../../shared/contract/admin/posters';
import type { Db } from '../../db/database';
import { fieldRefusal, notFound } from '../../http/errors';
import {
  allPosters,
  findPoster,
  insertPoster,
  lockBanner,
  readBanner,
  toPoster,
  updatePoster,
  writeBanner,
  type PosterRow,
  type PosterTerms,
} from '../../content/service';
import { changedFields, recordChange } from '../audit/service';
import type { StaffMember } from '../orders/service';

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

/** What the audit log keeps and the form edits: the poster's fields as stored (text sanitized). */
function fieldsOf(row: PosterRow) {
  const link =
    row.linkHref !== null && row.linkTarget !== null && row.linkText !== null
      ? { href: row.linkHref, target: row.linkTarget, text: row.linkText }
      : null;
  const { name, type, picture, text, showIn, hideIn, delayMinutes, active } = row;
  return { name, type, picture, text, link, showIn, hideIn, delayMinutes, active, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt) };
}

const toAdminPoster = (row: PosterRow): AdminPoster => ({ id: row.id, ...fieldsOf(row), preview: toPoster(row) });

const termsOf = (body: PosterBody): PosterTerms => ({
  ...body,
  startsAt: body.startsAt === null ? null : new Date(body.startsAt),
  endsAt: body.endsAt === null ? null : new Date(body.endsAt),
});

/** An HTML poster whose text was all script or style, and which has no picture, would show an empty box. */
function checkShown(row: PosterRow): void {
  if (row.type === 'HTML' && row.text === null && row.picture === null) {
    const { status, message, field } = POSTER_REFUSALS.emptyText;
    throw fieldRefusal('poster_empty', status, message, field);
  }
}

export async function listPosters(db: Db): Promise<AdminPoster[]> {
  return (await allPosters(db)).map(toAdminPoster);
}

export async function readPoster(db: Db, id: number): Promise<AdminPoster> {
  const row = await findPoster(db, id);
  if (!row) throw notFound(POSTER_REFUSALS.notFound.message);
  return toAdminPoster(row);
}

export function createPoster(db: Db, member: StaffMember, body: PosterBody): Promise<AdminPoster> {
  return db.transaction(async (tx) => {
    const row = await insertPoster(tx, termsOf(body));
    checkShown(row);
    await recordChange(tx, { ...member, action: 'poster.create', object: 'poster', objectId: row.id, before: null, after: fieldsOf(row) });
    return toAdminPoster(row);
  });
}

export function editPoster(db: Db, member: StaffMember, id: number, body: PosterBody): Promise<AdminPoster> {
  return db.transaction(async (tx) => {
    const before = await findPoster(tx, id, true);
    if (!before) throw notFound(POSTER_REFUSALS.notFound.message);
    const after = await updatePoster(tx, id, termsOf(body));
    checkShown(after);
    const change = changedFields(fieldsOf(before), fieldsOf(after));
    if (change) await recordChange(tx, { ...member, action: 'poster.update', object: 'poster', objectId: id, ...change });
    return toAdminPoster(after);
  });
}

export async function bannerText(db: Db): Promise<{ text: string }> {
  return { text: (await readBanner(db)) ?? '' };
}

export function setBannerText(db: Db, member: StaffMember, text: string): Promise<{ text: string }> {
  return db.transaction(async (tx) => {
    const before = await lockBanner(tx);
    if (before === null) throw notFound('Сведения о магазине не заполнены');
    if (before !== text) {
      await writeBanner(tx, text);
      await recordChange(tx, { ...member, action: 'banner.update', object: 'banner', before: { text: before }, after: { text } });
    }
    return { text };
  });
}
