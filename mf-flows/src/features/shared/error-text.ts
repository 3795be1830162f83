import type { TFunction } from 'i18next';

/** The contract's (pt) validation messages and the flows namespace key that says each in the user's language. */
const known: [RegExp, string, (m: RegExpExecArray) => Record<string, unknown>][] = [
  [/^Campos de mensagem vazio!$/, 'errors.emptyMessage', () => ({})],
  [/^Adicione o valor de intervalo$/, 'errors.interval', () => ({})],
  [/^Máximo de tempo atingido 120 segundos$/, 'errors.intervalMax', () => ({})],
  [/^Delete os cards vazios/, 'errors.emptyCards', () => ({})],
  [/^Selecione uma fila$/, 'errors.queue', () => ({})],
  [/^Selecione uma conexão$/, 'errors.connection', () => ({})],
  [/^Envie o arquivo$/, 'errors.file', () => ({})],
  [/^Obrigatório$/, 'errors.required', () => ({})],
  [/^Adicione ao menos uma opção$/, 'errors.option', () => ({})],
  [/^option (\d+) leads nowhere/, 'errors.optionNowhere', (m) => ({ number: m[1] })],
  [/^Use letras, números/, 'errors.answerKey', () => ({})],
  [/^Use passos de 10$/, 'errors.step', () => ({})],
  [/^Escolha uma condição$/, 'errors.condition', () => ({})],
  [/^Digite um nome!$/, 'errors.nameRequired', () => ({})],
  [/^Muito curto!$/, 'errors.nameShort', () => ({})],
  [/^Muito longo!$/, 'errors.nameLong', () => ({})],
  [/^the flow needs its start block$/, 'errors.startMissing', () => ({})],
];

/** A validation message (the contract's, or the API's field error) in the user's language; unknown ones as they are. */
export function errorText(t: TFunction<'flows'>, message: string): string {
  for (const [re, key, vars] of known) {
    const m = re.exec(message);
    if (m) return t(key as 'errors.required', vars(m) as any) as string;
  }
  return message;
}

/** A zod error's issues as field → message (first per field), like the API's `fields`. */
export function issuesToFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.map(String).join('.') || '_'] ??= i.message;
  return out;
}
