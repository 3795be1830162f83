import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, CardTitle, Input, Label, Textarea } from '@zapdesk/ui';
import { testFormErrors } from '../utils/examples';

/**
 * A test form of the messages API page: calls the real endpoint with the token typed (not the user's
 * session) and shows the answer as it came. The media form sends multipart with one file.
 */
export function SendTestForm({ url, media, initialToken }: { url: string; media: boolean; initialToken: string }) {
  const { t } = useTranslation('messagesAPI');
  const [v, setV] = useState({ token: initialToken, number: '', body: '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ReturnType<typeof testFormErrors>>({});
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ status: number; text: string } | null>(null);
  const kind = media ? 'media' : 'text';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = testFormErrors({ ...v, file }, media);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const headers: Record<string, string> = { Authorization: `Bearer ${v.token.trim()}` };
      let body: BodyInit;
      if (media) {
        const form = new FormData();
        form.append('number', v.number);
        form.append('body', v.body);
        form.append('medias', file!);
        body = form;
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify({ number: v.number, body: v.body });
      }
      const res = await fetch(url, { method: 'POST', headers, body });
      const text = await res.text();
      let shown = text;
      try {
        shown = JSON.stringify(JSON.parse(text), null, 2);
      } catch {}
      setAnswer({ status: res.status, text: shown });
    } catch (err) {
      setAnswer({ status: 0, text: String((err as Error).message) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'token' | 'number' | 'body', label: string, input: React.ReactNode, hint?: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${kind}-${name}`}>{label}</Label>
      {input}
      {errors[name] ? <p className="text-destructive text-xs">{t(`test.${errors[name]}`)}</p> : hint ? <p className="text-muted-foreground text-xs">{hint}</p> : null}
    </div>
  );
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setV({ ...v, [k]: e.target.value });

  return (
    <Card data-testid={`messages-api-test-${kind}`}>
      <CardHeader>
        <CardTitle>{t(media ? 'test.mediaTitle' : 'test.textTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
          {field('token', t('test.token'), <Input id={`${kind}-token`} value={v.token} onChange={set('token')} autoComplete="off" aria-invalid={!!errors.token} />)}
          {field('number', t('test.number'), <Input id={`${kind}-number`} value={v.number} onChange={set('number')} inputMode="tel" aria-invalid={!!errors.number} />, t('test.numberHint'))}
          {field('body', t(media ? 'test.caption' : 'test.body'), <Textarea id={`${kind}-body`} value={v.body} onChange={set('body')} rows={3} aria-invalid={!!errors.body} />)}
          {media && (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="media-file">{t('test.file')}</Label>
              <Input id="media-file" type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} aria-invalid={!!errors.file} />
              {errors.file && <p className="text-destructive text-xs">{t('test.fileRequired')}</p>}
            </div>
          )}
          <Button type="submit" disabled={busy} className="self-start" data-testid={`messages-api-send-${kind}`}>
            <SendIcon /> {busy ? t('test.sending') : t('test.send')}
          </Button>
          {answer && (
            <div className="flex flex-col gap-1" data-testid={`messages-api-answer-${kind}`} data-status={answer.status}>
              <span className="text-sm font-medium">{t('test.answer', { status: answer.status })}</span>
              <pre className="bg-muted max-h-64 overflow-auto rounded-md p-3 text-xs">{answer.text}</pre>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
