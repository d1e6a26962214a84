import type { FeedErrorCode } from '@konak/domain/api/admin/channel-feed-fields';

/** Why a fetch of an import feed changed nothing: kept as the feed's last error, its code shown translated. */
export class FeedError extends Error {
  override name = 'FeedError';
  readonly code: FeedErrorCode;

  constructor(code: FeedErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.code = code;
  }
}
