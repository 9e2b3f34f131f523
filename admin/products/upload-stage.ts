import type { UploadProgress } from '../http';

/**
 * Where a picture's upload is, as its progress bar shows it: its bytes going (a percent, rounded
 * down, so 100 % is never shown before the last byte), then the server's turn (it checks and
 * converts the picture, which takes a moment the bytes cannot measure). Before the first report, 0 %.
 */
export type UploadStage = { kind: 'sending'; percent: number } | { kind: 'processing' };

export function uploadStage(progress: UploadProgress | null): UploadStage {
  if (progress === null || progress.total <= 0) return { kind: 'sending', percent: 0 };
  if (progress.sent >= progress.total) return { kind: 'processing' };
  return { kind: 'sending', percent: Math.floor((progress.sent / progress.total) * 100) };
}
