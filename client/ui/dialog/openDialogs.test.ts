import { describe, expect, it, vi } from 'vitest';
import { anyDialogOpen, holdDialog, isInnermostDialog, whenNoDialogOpen } from './openDialogs';

describe('what is open', () => {
  it('runs what waits for no dialog at once when none is open', () => {
    const run = vi.fn();
    whenNoDialogOpen(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits until the last of nested dialogs closes, and runs once', () => {
    const search = holdDialog();
    const lightbox = {};
    const release = holdDialog(lightbox);
    expect(isInnermostDialog(lightbox)).toBe(true);
    const run = vi.fn();
    whenNoDialogOpen(run);
    release();
    expect(run).not.toHaveBeenCalled();
    search();
    expect(run).toHaveBeenCalledTimes(1);
    holdDialog()();
    expect(run).toHaveBeenCalledTimes(1);
    expect(anyDialogOpen()).toBe(false);
  });

  it('forgets a wait that was cancelled', () => {
    const close = holdDialog();
    const run = vi.fn();
    whenNoDialogOpen(run)();
    close();
    expect(run).not.toHaveBeenCalled();
  });
});
