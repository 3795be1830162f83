/**
 * Runs `fn` once the page has drawn the frame after now (a task after the next animation frame), or after
 * `fallbackMs` without frames (a hidden tab). For work a screen can start only after it has shown: prefetching
 * the code of what the user may open next, so it neither delays that first frame nor waits for a click.
 * Answers a cancel.
 */
export function afterFirstFrame(fn: () => void, fallbackMs = 1000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    cancel();
    fn();
  };
  const frame = requestAnimationFrame(() => (timer = setTimeout(go, 0)));
  const fallback = setTimeout(go, fallbackMs);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  }
  return () => {
    done = true;
    cancel();
  };
}
