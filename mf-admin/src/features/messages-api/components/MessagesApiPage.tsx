import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon, ExternalLinkIcon } from 'lucide-react';
import { useApi } from '@zapdesk/client';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger, toast } from '@zapdesk/ui';
import { useConnections } from '../../connections/hooks/useConnections';
import { maskToken, sendExamples } from '../utils/examples';
import { SendTestForm } from './SendTestForm';

/**
 * /messages-api (admin-automation.md §2, §5, §7): the send endpoint documented with text and media examples
 * filled with this server's URL, the company's connections with their tokens (masked, copy), and two test
 * forms that call the real endpoint. The shell shows it only when the plan has useExternalApi.
 */
export function MessagesApiPage() {
  const { t } = useTranslation('messagesAPI');
  const api = useApi();
  const { connections } = useConnections();
  const [token, setToken] = useState('');
  const x = useMemo(() => sendExamples(api.baseUrl), [api.baseUrl]);

  const copy = async (value: string) => {
    await navigator.clipboard?.writeText(value).catch(() => {});
    toast.success(t('toasts.copied'));
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 p-4 sm:p-6" data-testid="messages-api-page">
      <div>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="text-muted-foreground text-sm">{t('subtitle')}</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('docs.title')}</CardTitle>
          <CardDescription>{t('docs.intro')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2 font-mono text-sm" data-testid="messages-api-endpoint">
            <Badge>POST</Badge>
            <span className="break-all">{x.url}</span>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Example title={t('docs.text')} curl={x.curlText} js={x.jsText} testId="example-text" />
            <Example title={t('docs.media')} curl={x.curlMedia} js={x.jsMedia} testId="example-media" />
          </div>
          <p className="text-muted-foreground text-sm">{t('docs.fields')}</p>
          <a className="text-primary inline-flex items-center gap-1 text-sm underline-offset-4 hover:underline" href={`${api.baseUrl}/docs`} target="_blank" rel="noreferrer">
            {t('docs.reference')} <ExternalLinkIcon className="size-3.5" />
          </a>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('tokens.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {connections === null ? (
            <Skeleton className="h-10 w-full" />
          ) : connections.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('tokens.empty')}</p>
          ) : (
            <ul className="divide-y" data-testid="messages-api-tokens">
              {connections.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center gap-3 py-2" data-testid="messages-api-token-row">
                  <span className="min-w-32 font-medium">{c.name}</span>
                  <Badge variant="outline">{c.status}</Badge>
                  <code className="bg-muted rounded px-2 py-1 text-xs">{maskToken(c.token ?? '')}</code>
                  <div className="ml-auto flex gap-2">
                    <Button variant="ghost" size="icon" aria-label={t('tokens.copy', { name: c.name })} onClick={() => void copy(c.token ?? '')}>
                      <CopyIcon />
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setToken(c.token ?? '')} data-testid="messages-api-use-token">
                      {t('tokens.use')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-5 lg:grid-cols-2">
        <SendTestForm key={`text-${token}`} url={x.url} media={false} initialToken={token} />
        <SendTestForm key={`media-${token}`} url={x.url} media initialToken={token} />
      </div>
    </div>
  );
}

function Example({ title, curl, js, testId }: { title: string; curl: string; js: string; testId: string }) {
  const { t } = useTranslation('messagesAPI');
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid={testId}>
      <h3 className="text-sm font-medium">{title}</h3>
      <Tabs defaultValue="curl" className="gap-2">
        <TabsList>
          <TabsTrigger value="curl">{t('docs.curl')}</TabsTrigger>
          <TabsTrigger value="js">{t('docs.javascript')}</TabsTrigger>
        </TabsList>
        <TabsContent value="curl">
          <pre className="bg-muted overflow-x-auto rounded-md p-3 text-xs">{curl}</pre>
        </TabsContent>
        <TabsContent value="js">
          <pre className="bg-muted overflow-x-auto rounded-md p-3 text-xs">{js}</pre>
        </TabsContent>
      </Tabs>
    </div>
  );
}
