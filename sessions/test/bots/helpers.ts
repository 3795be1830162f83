import { BOT_TURN_JOB, config, runBotTurns, setConfig } from '@zapdesk/core';
import { and, db, dueJobs, eq } from '@zapdesk/db';
import { fakeServer, jsonAnswer, type Seen } from '@zapdesk/testing';

/** A loopback OpenAI: answers the last user message; "humano" gets the hand-over marker, "quebra" a 500. */
export function fakeOpenAi() {
  return fakeServer((r: Seen) => {
    if (r.path === '/v1/audio/transcriptions') return jsonAnswer({ text: 'mensagem de voz transcrita' });
    const body = JSON.parse(r.body);
    const last = String(body.messages.at(-1)?.content ?? '');
    if (last.includes('quebra')) return jsonAnswer({ error: { message: 'boom', type: 'server_error' } }, 500);
    const content = last.includes('humano') ? 'Vou chamar um atendente.\nAção: Transferir para o setor de atendimento' : `Resposta ${body.messages.length}: ${last}`;
    return jsonAnswer({ id: 'x', object: 'chat.completion', created: 1, model: body.model, choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] });
  });
}

/** Points the providers' endpoints at the fakes and admits the loopback in the SSRF guard; answers the undo. */
export function useFakes(over: Partial<ReturnType<typeof config>>) {
  const original = config();
  setConfig({ ...original, outboundAllowHosts: ['127.0.0.1'], ...over });
  return () => setConfig(original);
}

/** Runs the ticket's bot job as the runner would (no runner runs in tests). */
export async function runBot(ticketId: number) {
  const [job] = await db().select().from(dueJobs).where(and(eq(dueJobs.kind, BOT_TURN_JOB), eq(dueJobs.key, `ticket:${ticketId}`)));
  if (job) await runBotTurns(job);
  return job;
}
