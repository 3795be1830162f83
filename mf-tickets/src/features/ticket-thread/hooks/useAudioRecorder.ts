import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isAudioLongEnough, nextRecordingState, type RecordingState } from '../utils/recording-state';

/** Audio bitrate of core.md §9: 128 kbit/s. */
const AUDIO_BITS_PER_SECOND = 128_000;
const TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/ogg', 'audio/mp4'];

type Options = {
  onRecorded(file: File): Promise<void>;
  onTooShort(): void;
  onError(e: unknown): void;
};

/** Records a voice message with MediaRecorder: idle → recording → sending (or cancelled) → idle. */
export function useAudioRecorder({ onRecorded, onTooShort, onError }: Options) {
  const [state, dispatch] = useReducer(nextRecordingState, 'idle' as RecordingState);
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const discard = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const handlers = useRef({ onRecorded, onTooShort, onError });
  handlers.current = { onRecorded, onTooShort, onError };

  const clearTimer = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };

  const start = useCallback(async () => {
    try {
      if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) throw new Error('MediaRecorder unavailable');
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = TYPES.find((t) => MediaRecorder.isTypeSupported(t));
      const rec = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: AUDIO_BITS_PER_SECOND });
      const chunks: Blob[] = [];
      discard.current = false;
      rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
      rec.onstop = async () => {
        stream.getTracks().forEach((t) => t.stop());
        clearTimer();
        const type = rec.mimeType || mimeType || 'audio/webm';
        const blob = new Blob(chunks, { type });
        if (discard.current) return void dispatch('done');
        if (!isAudioLongEnough(blob.size)) {
          handlers.current.onTooShort();
          return void dispatch('done');
        }
        // .weba, not .webm: the API's multipart parser types a part by its file name, and .webm reads as video.
        const ext = type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'weba';
        try {
          await handlers.current.onRecorded(new File([blob], `audio-${Date.now()}.${ext}`, { type }));
        } catch (e) {
          handlers.current.onError(e);
        } finally {
          dispatch('done');
        }
      };
      recorder.current = rec;
      rec.start(250);
      setSeconds(0);
      timer.current = setInterval(() => setSeconds((s) => s + 1), 1000);
      dispatch('start');
    } catch (e) {
      handlers.current.onError(e);
      dispatch('done');
    }
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state !== 'recording') return;
    dispatch('stop');
    recorder.current.stop();
  }, []);

  const cancel = useCallback(() => {
    if (recorder.current?.state !== 'recording') return;
    discard.current = true;
    dispatch('cancel');
    recorder.current.stop();
  }, []);

  useEffect(
    () => () => {
      discard.current = true;
      clearTimer();
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [],
  );

  return { state, seconds, start, stop, cancel };
}
