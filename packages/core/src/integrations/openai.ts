import OpenAI, { toFile } from 'openai';
import { config } from '../config';

export type ChatTurn = { role: 'user' | 'assistant'; content: string };
export type OpenAiOptions = { timeoutMs?: number; baseURL?: string };

/** One SDK client per key, base URL and timeout (building one per call costs more than the call on a fast provider). */
const clients = new Map<string, OpenAI>();
function client(apiKey: string, o: OpenAiOptions) {
  const baseURL = o.baseURL ?? config().openAiBaseUrl;
  const timeout = o.timeoutMs ?? 20_000;
  const key = `${baseURL ?? ''}\u0000${timeout}\u0000${apiKey}`;
  let c = clients.get(key);
  if (!c) {
    if (clients.size >= 500) clients.delete(clients.keys().next().value!);
    c = new OpenAI({ apiKey, baseURL, timeout, maxRetries: 1 });
    clients.set(key, c);
  }
  return c;
}

/** A chat completion: the prompt as system text, then the conversation; answers the model's text. */
export async function openAiChat(input: { apiKey: string; model: string; prompt: string; history: ChatTurn[]; maxTokens: number; temperature: number }, o: OpenAiOptions = {}) {
  const res = await client(input.apiKey, o).chat.completions.create({
    model: input.model,
    messages: [{ role: 'system', content: input.prompt }, ...input.history],
    max_tokens: input.maxTokens,
    temperature: input.temperature,
  });
  return res.choices[0]?.message?.content?.trim() ?? '';
}

/** Whisper: the text of a voice note. */
export async function openAiTranscribe(input: { apiKey: string; audio: Uint8Array; fileName: string; mimeType: string }, o: OpenAiOptions = {}) {
  const res = await client(input.apiKey, o).audio.transcriptions.create({ model: 'whisper-1', file: await toFile(input.audio, input.fileName, { type: input.mimeType }) });
  return res.text.trim();
}

/**
 * The hand-over marker the prompt's instructions ask the model to write (a line "Ação: Transferir para o setor
 * de atendimento"): the text without those lines, and whether one was there. The marker never reaches the contact.
 */
const MARKER = /^\s*\**\s*a[çc][ãa]o\s*:\s*transferir\b.*$/gim;
export function splitHandover(reply: string): { text: string; handover: boolean } {
  const handover = MARKER.test(reply);
  MARKER.lastIndex = 0;
  return { text: reply.replace(MARKER, '').replace(/\n{3,}/g, '\n\n').trim(), handover };
}
