import { describe, expect, it } from 'vitest';
import { uploadStage } from './upload-stage';

describe("a picture upload's stage", () => {
  it('is 0 % before the first report, and a percent rounded down while bytes go', () => {
    expect(uploadStage(null)).toEqual({ kind: 'sending', percent: 0 });
    expect(uploadStage({ sent: 425, total: 1000 })).toEqual({ kind: 'sending', percent: 42 });
    // The last bytes still going: not yet 100 %, which would read as done.
    expect(uploadStage({ sent: 999, total: 1000 })).toEqual({ kind: 'sending', percent: 99 });
  });

  it("is the server's turn once every byte is sent", () => {
    expect(uploadStage({ sent: 1000, total: 1000 })).toEqual({ kind: 'processing' });
  });
});
