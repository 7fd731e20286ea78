/** The stream moved on since it was read: the command was decided on stale state. */
export class StreamVersionConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number | null,
  ) {
    super(
      `Stream ${streamId} is at version ${actualVersion ?? 'none'}, but version ${expectedVersion} was expected`,
    );
    this.name = 'StreamVersionConflictError';
  }
}
