/** Audio recording (core.md §4): idle → recording → sending → idle, or recording → cancelled → idle. */
export type RecordingState = 'idle' | 'recording' | 'sending' | 'cancelled';
export type RecordingAction = 'start' | 'stop' | 'cancel' | 'done';

export const MIN_AUDIO_BYTES = 10_000;

export function nextRecordingState(state: RecordingState, action: RecordingAction): RecordingState {
  switch (action) {
    case 'start':
      return state === 'idle' || state === 'cancelled' ? 'recording' : state;
    case 'stop':
      return state === 'recording' ? 'sending' : state;
    case 'cancel':
      return state === 'recording' ? 'cancelled' : state;
    case 'done':
      return 'idle';
  }
}

/** A recording under 10,000 bytes is discarded, not sent (core.md §5). */
export const isAudioLongEnough = (size: number) => size >= MIN_AUDIO_BYTES;
