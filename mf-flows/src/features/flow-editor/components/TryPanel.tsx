import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayIcon, RotateCcwIcon, SendIcon } from 'lucide-react';
import type { FlowTryResult, SimulatorMessage } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { Button, Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, cn, toastError } from '@zapdesk/ui';

/** How often the open panel reads the simulated conversation. */
const POLL_MS = 700;

/**
 * The "Try" panel: walks the saved flow as a simulated contact through the simulator (the real engine runs), shows
 * what the contact received and wrote, and answers as the contact.
 */
export function TryPanel({ open, onOpenChange, flowId, dirty }: { open: boolean; onOpenChange(open: boolean): void; flowId: number; dirty: boolean }) {
  const { t } = useTranslation('flows');
  const { t: tc } = useTranslation();
  const api = useApi();
  const [connections, setConnections] = useState<{ id: number; name: string }[] | null>(null);
  const [whatsappId, setWhatsappId] = useState('');
  const [session, setSession] = useState<FlowTryResult | null>(null);
  const [messages, setMessages] = useState<SimulatorMessage[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    call(api.rpc.whatsapps.whatsapp.$get({ query: {} }))
      .then((list) => {
        const sims = (list as { id: number; name: string; provider: string; status: string }[]).filter((c) => c.provider === 'simulator' && c.status === 'CONNECTED');
        setConnections(sims);
        setWhatsappId((w) => w || (sims[0] ? String(sims[0].id) : ''));
      })
      .catch((e) => {
        setConnections([]);
        toastError(e);
      });
  }, [open, api]);

  useEffect(() => {
    if (!open || !session) return;
    let stop = false;
    const read = async () => {
      try {
        const list = await call(api.rpc.simulator.simulator[':whatsappId'].messages.$get({ param: { whatsappId: String(session.whatsappId) }, query: { number: session.number } }));
        if (!stop) setMessages((prev) => (prev.length === list.length && prev.at(-1)?.id === list.at(-1)?.id ? prev : (list as SimulatorMessage[])));
      } catch {
        /* the next tick tries again */
      }
    };
    void read();
    const timer = setInterval(() => void read(), POLL_MS);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [open, session, api]);

  // Braces: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const start = async () => {
    setBusy(true);
    try {
      const s = await call(api.rpc.flows.flowbuilder[':id'].try.$post({ param: { id: String(flowId) }, json: { whatsappId: Number(whatsappId) } }));
      setMessages([]);
      setSession(s as FlowTryResult);
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    if (!session || !text.trim()) return;
    const body = text;
    setText('');
    try {
      await call(api.rpc.simulator.simulator[':whatsappId'].messages.$post({ param: { whatsappId: String(session.whatsappId) }, json: { number: session.number, body } }));
    } catch (e) {
      setText(body);
      toastError(e);
    }
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="flex w-full flex-col gap-0 sm:max-w-md" closeLabel={tc('actions.close')} data-testid="try-panel">
        <SheetHeader>
          <SheetTitle>{t('tryPanel.title')}</SheetTitle>
          <SheetDescription>{t('tryPanel.description')}</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-3 px-4 pb-3">
          {dirty && <p className="rounded-md bg-amber-500/15 px-3 py-2 text-sm text-amber-700 dark:text-amber-300">{t('tryPanel.saveFirst')}</p>}
          {connections?.length === 0 ? (
            <p className="text-muted-foreground text-sm" data-testid="try-no-connection">
              {t('tryPanel.noConnection')}
            </p>
          ) : (
            <div className="flex items-end gap-2">
              <div className="flex flex-1 flex-col gap-1.5">
                <Label>{t('tryPanel.connection')}</Label>
                <Select value={whatsappId} onValueChange={setWhatsappId}>
                  <SelectTrigger data-testid="try-connection">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {connections?.map((c) => (
                      <SelectItem key={c.id} value={String(c.id)}>
                        {c.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <Button onClick={() => void start()} disabled={!whatsappId || busy} data-testid="try-start">
                {session ? <RotateCcwIcon /> : <PlayIcon />} {t(session ? 'tryPanel.restart' : 'tryPanel.start')}
              </Button>
            </div>
          )}
          {session && <p className="text-muted-foreground text-xs">{t('tryPanel.contact', { number: session.number })}</p>}
        </div>
        <div className="bg-muted/40 flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto border-y p-4" data-testid="try-conversation">
          {!session && <p className="text-muted-foreground m-auto text-center text-sm">{t('tryPanel.empty')}</p>}
          {messages.map((m) => (
            <div
              key={m.id}
              className={cn('max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap shadow-sm', m.direction === 'out' ? 'bg-card self-start rounded-bl-sm' : 'bg-primary text-primary-foreground self-end rounded-br-sm')}
              data-testid={m.direction === 'out' ? 'try-received' : 'try-sent'}
            >
              {m.hasMedia && m.mediaUrl && m.kind === 'image' ? <img src={m.mediaUrl} alt="" className="max-h-40 rounded" /> : null}
              {m.body || (m.hasMedia ? `[${m.kind}]` : '')}
            </div>
          ))}
          <div ref={bottom} />
        </div>
        <form
          className="flex gap-2 p-4"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <Input value={text} onChange={(e) => setText(e.target.value)} placeholder={t('tryPanel.placeholder')} disabled={!session} data-testid="try-input" />
          <Button type="submit" size="icon" disabled={!session || !text.trim()} aria-label={t('tryPanel.send')} data-testid="try-send">
            <SendIcon />
          </Button>
        </form>
      </SheetContent>
    </Sheet>
  );
}
