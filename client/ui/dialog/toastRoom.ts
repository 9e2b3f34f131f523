/**
 * The room the toast area takes at the top of the screen while a dialog is open (the toasts sit
 * there then, above the dialog): the area writes where it ends (its bottom edge) into this custom property of <html>,
 * and the modal's sheet keeps clear of it, so a toast never covers the form it speaks of.
 */
export const TOAST_ROOM_PROPERTY = '--toast-room';

/** The room for CSS, 0 px when no toast is over a dialog. */
export const toastRoom = `var(${TOAST_ROOM_PROPERTY}, 0px)`;
