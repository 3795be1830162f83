import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, PlusIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { flowConditionOperators, flowNodeData } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Slider, Switch, Textarea, cn, toastError } from '@zapdesk/ui';
import { errorText, issuesToFields } from '../../shared/error-text';
import { INTERVAL_MAX, UPLOAD_LIMIT_MB, type BlockType } from '../utils/graph';
import { blockIcons } from './BlockCard';

/** §3 voice choices: text only, or a Brazilian Portuguese neural voice. */
const voices = ['Francisca', 'Antonio', 'Brenda', 'Donato', 'Elza', 'Fabio', 'Giovanna', 'Humberto', 'Julio', 'Leila', 'Leticia', 'Manuela', 'Nicolau', 'Valerio', 'Yara'];
const voiceLabel: Record<string, string> = { Antonio: 'Antônio', Fabio: 'Fábio', Leticia: 'Letícia', Valerio: 'Valério' };

/** What a new block of each type starts with. */
export function emptyData(type: BlockType, startLabel: string): Record<string, any> {
  switch (type) {
    case 'start':
      return { label: startLabel };
    case 'message':
      return { label: '' };
    case 'interval':
      return { sec: 1 };
    case 'menu':
      return { message: '', arrayOption: [{ number: 1, value: '' }] };
    case 'randomizer':
      return { percent: 50 };
    case 'ticket':
      return { data: null };
    case 'content':
      return { seq: [], elements: [] };
    case 'question':
      return { typebotIntegration: { message: '', answerKey: '' } };
    case 'openai':
      return { typebotIntegration: { name: '', apiKey: '', prompt: '', voice: 'texto', voiceKey: '', voiceRegion: '', temperature: 1, maxTokens: 100, maxMessages: 10 } };
    case 'typebot':
      return { typebotIntegration: { name: '' } };
    case 'condition':
      return { key: '', condition: 'equals', value: '' };
    case 'audio':
      return { url: '', record: true };
    default:
      return { url: '' };
  }
}

type Upload = 'img' | 'audio' | 'video';
const accept: Record<Upload, string> = { img: '.png,.jpg,.jpeg,image/png,image/jpeg', audio: '.ogg,.mp3,.opus,audio/ogg,audio/mpeg', video: '.mp4,video/mp4' };

/** §9: a picture is re-encoded as JPEG at quality 0.7 before upload when that makes it smaller. */
export const IMAGE_QUALITY = 0.7;
async function compressImage(file: File): Promise<File> {
  if (!/^image\/(png|jpeg)$/.test(file.type) || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const g = canvas.getContext('2d');
    if (!g) return file;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.drawImage(bitmap, 0, 0);
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', IMAGE_QUALITY));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.(png|jpe?g)$/i, '') + '.jpg', { type: 'image/jpeg' });
  } catch {
    return file;
  }
}

/** Uploads a block's file (§5 limits checked first): the stored name a block's `url` holds. */
function useUpload() {
  const api = useApi();
  const { t } = useTranslation('flows');
  return async (kind: Upload, picked: File): Promise<string | null> => {
    const file = kind === 'img' ? await compressImage(picked) : picked;
    const limit = UPLOAD_LIMIT_MB[kind];
    if (file.size > limit * 1024 * 1024) {
      toastError(new Error(t('errors.fileTooBig', { limit })));
      return null;
    }
    const body = new FormData();
    body.append('medias', file);
    try {
      if (kind === 'img') return (await call(api.rpc.flows.flowbuilder.img.$post({}, { init: { body } }))).name;
      if (kind === 'audio' && !file.name.toLowerCase().endsWith('.opus')) return (await call(api.rpc.flows.flowbuilder.audio.$post({}, { init: { body } }))).name;
      return (await call(api.rpc.flows.flowbuilder.content.$post({}, { init: { body } })))[0] ?? null;
    } catch (e) {
      toastError(e);
      return null;
    }
  };
}

function Field({ label, error, children, htmlFor }: { label: ReactNode; error?: string; children: ReactNode; htmlFor?: string }) {
  const { t } = useTranslation('flows');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={htmlFor} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      {children}
      {error && (
        <p className="text-destructive text-sm" data-testid="block-field-error">
          {errorText(t, error)}
        </p>
      )}
    </div>
  );
}

function FilePick({ kind, value, original, onDone, testId }: { kind: Upload; value: string; original?: string; onDone(name: string, original: string): void; testId: string }) {
  const { t } = useTranslation('flows');
  const upload = useUpload();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex items-center gap-2">
      <input
        ref={input}
        type="file"
        className="hidden"
        accept={accept[kind]}
        data-testid={testId}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setBusy(true);
          const name = await upload(kind, file);
          setBusy(false);
          if (name) onDone(name, file.name);
        }}
      />
      <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        <UploadIcon /> {busy ? t('dialogs.uploading') : t('dialogs.chooseFile')}
      </Button>
      <span className="text-muted-foreground truncate text-xs">{original || value.split('/').pop()}</span>
    </div>
  );
}

/**
 * The editing dialog of a block (admin-automation.md §2 "Editing dialogs", §5): add or edit, validated with the
 * contract's schema of the block type (the API checks the same), its messages in the user's language.
 */
export function BlockDialog({
  state,
  onClose,
  onSubmit,
  queues,
  variables,
}: {
  state: { type: BlockType; data: Record<string, any>; mode: 'add' | 'edit' } | null;
  onClose(): void;
  onSubmit(data: Record<string, any>): void;
  queues: { id: number; name: string }[];
  variables: string[];
}) {
  const { t } = useTranslation('flows');
  const { t: tc } = useTranslation();
  const [draft, setDraft] = useState<Record<string, any>>({});
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const [showKey, setShowKey] = useState(false);
  useEffect(() => {
    if (state) {
      setDraft(structuredClone(state.data));
      setErrors(null);
      setShowKey(false);
    }
  }, [state]);
  if (!state) return null;
  const { type, mode } = state;
  const set = (patch: Record<string, any>) => setDraft((d) => ({ ...d, ...patch }));
  const setIntegration = (patch: Record<string, any>) => setDraft((d) => ({ ...d, typebotIntegration: { ...d.typebotIntegration, ...patch } }));
  const err = (k: string) => errors?.[k];

  const validate = (d: Record<string, any>) => {
    const parsed = flowNodeData[type].safeParse(d);
    if (parsed.success) return null;
    return issuesToFields(parsed.error.issues);
  };
  const submit = () => {
    let d = { ...draft };
    if (type === 'interval') d = { ...d, sec: Number(d.sec), label: t('blocks.intervalLabel', { sec: d.sec }) };
    if (type === 'content') d = { ...d, seq: (d.elements as { number: string }[]).map((e) => e.number) };
    if (type === 'openai') d = { ...d, typebotIntegration: { ...d.typebotIntegration, projectName: d.typebotIntegration.name } };
    const found = validate(d);
    setErrors(found);
    if (!found) onSubmit(d);
  };

  const typeName = t(`types.${type}`);
  const title =
    type === 'question' ? t(mode === 'add' ? 'dialogs.questionTitleAdd' : 'dialogs.questionTitleEdit') : type === 'openai' ? t(mode === 'add' ? 'dialogs.openaiTitleAdd' : 'dialogs.openaiTitleEdit') : t(mode === 'add' ? 'dialogs.addTitle' : 'dialogs.editTitle', { type: typeName });
  const varsHint = variables.length > 0 && <p className="text-muted-foreground text-xs">{t('dialogs.variables', { list: variables.map((v) => `{{${v}}}`).join(', ') })}</p>;

  let body: ReactNode = null;
  switch (type) {
    case 'message':
      body = (
        <Field label={t('dialogs.message')} error={err('label')}>
          <Textarea rows={6} value={draft.label ?? ''} onChange={(e) => set({ label: e.target.value })} data-testid="block-message" autoFocus />
          {varsHint}
        </Field>
      );
      break;
    case 'interval':
      body = (
        <Field label={t('dialogs.seconds')} error={err('sec')}>
          <Input type="number" min={1} max={INTERVAL_MAX} value={draft.sec ?? ''} onChange={(e) => set({ sec: e.target.value })} data-testid="block-seconds" autoFocus />
        </Field>
      );
      break;
    case 'menu': {
      const options = (draft.arrayOption ?? []) as { number: number; value: string }[];
      body = (
        <div className="flex flex-col gap-3">
          <Field label={t('dialogs.menuMessage')} error={err('message')}>
            <Textarea rows={4} value={draft.message ?? ''} onChange={(e) => set({ message: e.target.value })} data-testid="block-menu-message" autoFocus />
            {varsHint}
          </Field>
          {options.map((o, i) => (
            <Field key={o.number} label={t('dialogs.optionValue', { number: o.number })} error={err(`arrayOption.${i}.value`)}>
              <div className="flex gap-2">
                <Input value={o.value} onChange={(e) => set({ arrayOption: options.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)) })} data-testid={`block-option-${o.number}`} />
                <Button type="button" variant="ghost" size="icon" aria-label={t('dialogs.removeOption')} onClick={() => set({ arrayOption: options.filter((_, j) => j !== i).map((x, j) => ({ ...x, number: j + 1 })) })}>
                  <Trash2Icon />
                </Button>
              </div>
            </Field>
          ))}
          {err('arrayOption') && <p className="text-destructive text-sm">{errorText(t, err('arrayOption')!)}</p>}
          <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => set({ arrayOption: [...options, { number: options.length + 1, value: '' }] })} data-testid="block-add-option">
            <PlusIcon /> {t('dialogs.addOption')}
          </Button>
        </div>
      );
      break;
    }
    case 'img':
    case 'video':
    case 'audio':
      body = (
        <div className="flex flex-col gap-3">
          <Field label={t('dialogs.file')} error={err('url')}>
            <FilePick kind={type} value={draft.url ?? ''} original={draft.original} onDone={(name, original) => set({ url: name, original })} testId="block-file" />
          </Field>
          {type === 'audio' && (
            <label className="flex items-center gap-2 text-sm">
              <Switch checked={!!draft.record} onCheckedChange={(v) => set({ record: v })} data-testid="block-record" /> {t('dialogs.record')}
            </label>
          )}
        </div>
      );
      break;
    case 'randomizer':
      body = (
        <Field label={t('dialogs.percent', { percent: draft.percent ?? 0, rest: 100 - Number(draft.percent ?? 0) })} error={err('percent')}>
          <Slider min={0} max={100} step={10} value={[Number(draft.percent ?? 0)]} onValueChange={([v]) => set({ percent: v })} data-testid="block-percent" className="py-2" />
        </Field>
      );
      break;
    case 'ticket':
      body = (
        <Field label={t('dialogs.queue')} error={err('data') ?? err('data.id')}>
          <Select value={draft.data?.id ? String(draft.data.id) : ''} onValueChange={(v) => set({ data: { id: Number(v), name: queues.find((q) => q.id === Number(v))?.name } })}>
            <SelectTrigger data-testid="block-queue">
              <SelectValue placeholder={t('dialogs.pickQueue')} />
            </SelectTrigger>
            <SelectContent>
              {queues.map((q) => (
                <SelectItem key={q.id} value={String(q.id)} data-testid={`block-queue-${q.id}`}>
                  {q.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      );
      break;
    case 'question':
      body = (
        <div className="flex flex-col gap-3">
          <Field label={t('dialogs.message')} error={err('typebotIntegration.message')}>
            <Textarea rows={4} value={draft.typebotIntegration?.message ?? ''} onChange={(e) => setIntegration({ message: e.target.value })} data-testid="block-question-message" autoFocus />
            {varsHint}
          </Field>
          <Field label={t('dialogs.answerKey')} error={err('typebotIntegration.answerKey')}>
            <Input value={draft.typebotIntegration?.answerKey ?? ''} onChange={(e) => setIntegration({ answerKey: e.target.value })} data-testid="block-answer-key" />
            <p className="text-muted-foreground text-xs">{t('dialogs.answerKeyHint', { example: `{{${draft.typebotIntegration?.answerKey || 'nome'}}}` })}</p>
          </Field>
        </div>
      );
      break;
    case 'openai': {
      const ti = draft.typebotIntegration ?? {};
      const num = (k: string) => (
        <Field label={t(`dialogs.${k as 'temperature'}`)}>
          <Input type="number" step={k === 'temperature' ? 0.1 : 1} value={ti[k] ?? ''} onChange={(e) => setIntegration({ [k]: e.target.value })} data-testid={`block-openai-${k}`} />
        </Field>
      );
      body = (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field label={t('dialogs.name')} error={err('typebotIntegration.name')}>
              <Input value={ti.name ?? ''} onChange={(e) => setIntegration({ name: e.target.value })} data-testid="block-openai-name" autoFocus />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field label={t('dialogs.apiKey')} error={err('typebotIntegration.apiKey')}>
              <div className="flex gap-2">
                <Input type={showKey ? 'text' : 'password'} value={ti.apiKey ?? ''} onChange={(e) => setIntegration({ apiKey: e.target.value })} data-testid="block-openai-apikey" autoComplete="off" />
                <Button type="button" variant="ghost" size="icon" aria-label={t(showKey ? 'dialogs.hideKey' : 'dialogs.showKey')} onClick={() => setShowKey((s) => !s)}>
                  {showKey ? <EyeOffIcon /> : <EyeIcon />}
                </Button>
              </div>
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field label={t('dialogs.prompt')} error={err('typebotIntegration.prompt')}>
              <Textarea rows={10} value={ti.prompt ?? ''} onChange={(e) => setIntegration({ prompt: e.target.value })} data-testid="block-openai-prompt" />
            </Field>
          </div>
          <Field label={t('dialogs.voice')}>
            <Select value={ti.voice || 'texto'} onValueChange={(v) => setIntegration({ voice: v })}>
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="texto">{t('dialogs.voiceText')}</SelectItem>
                {voices.map((v) => (
                  <SelectItem key={v} value={`pt-BR-${v}Neural`}>
                    {voiceLabel[v] ?? v}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field label={t('dialogs.voiceKey')}>
            <Input value={ti.voiceKey ?? ''} onChange={(e) => setIntegration({ voiceKey: e.target.value })} />
          </Field>
          <Field label={t('dialogs.voiceRegion')}>
            <Input value={ti.voiceRegion ?? ''} onChange={(e) => setIntegration({ voiceRegion: e.target.value })} />
          </Field>
          {num('temperature')}
          {num('maxTokens')}
          {num('maxMessages')}
        </div>
      );
      break;
    }
    case 'typebot':
      body = (
        <div className="flex flex-col gap-3">
          <p className="text-muted-foreground text-sm">{t('dialogs.typebotHint')}</p>
          <Field label={t('dialogs.slug')}>
            <Input value={draft.typebotIntegration?.name ?? ''} onChange={(e) => setIntegration({ name: e.target.value })} data-testid="block-typebot-name" />
          </Field>
        </div>
      );
      break;
    case 'condition':
      body = (
        <div className="flex flex-col gap-3">
          <Field label={t('dialogs.conditionKey')} error={err('key')}>
            <Input value={draft.key ?? ''} onChange={(e) => set({ key: e.target.value })} data-testid="block-condition-key" autoFocus />
          </Field>
          <Field label={t('dialogs.conditionOperator')} error={err('condition')}>
            <Select value={draft.condition ?? ''} onValueChange={(v) => set({ condition: v })}>
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {flowConditionOperators.map((o) => (
                  <SelectItem key={o} value={o}>
                    {t(`dialogs.operators.${o}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field label={t('dialogs.conditionValue')}>
            <Input value={draft.value ?? ''} onChange={(e) => set({ value: e.target.value })} />
          </Field>
        </div>
      );
      break;
    case 'content': {
      const elements = (draft.elements ?? []) as { type: 'message' | 'interval' | Upload; value: string; original?: string; number: string; record?: boolean }[];
      const put = (i: number, patch: Record<string, any>) => set({ elements: elements.map((e, j) => (j === i ? { ...e, ...patch } : e)) });
      const add = (kind: (typeof elements)[number]['type']) => set({ elements: [...elements, { type: kind, value: kind === 'interval' ? '1' : '', number: `${kind}${Date.now().toString(36)}${elements.length}`, ...(kind === 'audio' && { record: true }) }] });
      body = (
        <div className="flex flex-col gap-3">
          {elements.map((e, i) => (
            <div key={e.number} className="flex items-start gap-2 rounded-lg border p-2" data-testid="content-item">
              <span className="text-muted-foreground mt-2 [&_svg]:size-4">{blockIcons[e.type]}</span>
              <div className="flex-1">
                {e.type === 'message' && <Textarea rows={3} value={e.value} onChange={(ev) => put(i, { value: ev.target.value })} data-testid="content-message" />}
                {e.type === 'interval' && <Input type="number" min={1} max={INTERVAL_MAX} value={e.value} onChange={(ev) => put(i, { value: ev.target.value })} data-testid="content-interval" />}
                {(e.type === 'img' || e.type === 'audio' || e.type === 'video') && <FilePick kind={e.type} value={e.value} original={e.original} onDone={(name, original) => put(i, { value: name, original })} testId="content-file" />}
                {err(`elements.${i}.value`) && <p className="text-destructive mt-1 text-sm">{errorText(t, err(`elements.${i}.value`)!)}</p>}
              </div>
              <Button type="button" variant="ghost" size="icon" aria-label={t('dialogs.removeOption')} onClick={() => set({ elements: elements.filter((_, j) => j !== i) })}>
                <Trash2Icon />
              </Button>
            </div>
          ))}
          {err('elements') && <p className="text-destructive text-sm">{errorText(t, err('elements')!)}</p>}
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-muted-foreground text-sm">{t('dialogs.contentAdd')}</span>
            {(['message', 'interval', 'img', 'audio', 'video'] as const).map((k) => (
              <Button key={k} type="button" variant="outline" size="sm" onClick={() => add(k)} data-testid={`content-add-${k}`}>
                {blockIcons[k]} {t(`types.${k}`)}
              </Button>
            ))}
          </div>
        </div>
      );
      break;
    }
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className={cn('max-h-[90vh] overflow-y-auto', type === 'openai' || type === 'content' ? 'sm:max-w-2xl' : 'sm:max-w-lg')} closeLabel={tc('actions.close')} data-testid="block-dialog" data-block-type={type}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          className="flex flex-col gap-4"
        >
          {body}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" data-testid="block-save">
              {t(mode === 'add' ? 'dialogs.add' : 'dialogs.edit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
