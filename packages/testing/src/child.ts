/**
 * For tests that run the product in a child process: reads its stdout until a line starting with `prefix`,
 * and answers that line. Fails after 30 s, or when the child ends first (with its stderr).
 */
export async function waitForLine(proc: { stdout: ReadableStream<Uint8Array>; stderr: ReadableStream<Uint8Array> }, prefix: string): Promise<string> {
  const reader = proc.stdout.getReader();
  let text = '';
  const deadline = Date.now() + 30_000;
  while (!text.split('\n').some((l) => l.startsWith(prefix))) {
    if (Date.now() > deadline) throw new Error(`no "${prefix}" from the child process: ${text}`);
    const { value, done } = await reader.read();
    if (done) throw new Error(`the child process ended before "${prefix}": ${text}${await new Response(proc.stderr).text()}`);
    text += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  return text.split('\n').find((l) => l.startsWith(prefix))!;
}
