/**
 * The room the notice area takes at the top of the screen while a dialog is open (the notices sit
 * there then, above the dialog): the area writes where it ends (its bottom edge) into this custom property of <html>,
 * and the modal's sheet keeps clear of it, so a notice never covers the form it speaks of.
 */
export const NOTICE_ROOM_PROPERTY = '--notice-room';

/** The room for CSS, 0 px when no notice is over a dialog. */
export const noticeRoom = `var(${NOTICE_ROOM_PROPERTY}, 0px)`;
